import { site } from './site';

/** The /contact screen. */
export const contactScreen = {
  title: 'Contact Us',
  subtitle: 'Get in touch about your next 3D printing project',
  labels: {
    name: 'Name',
    email: 'Email',
    message: 'Message',
  },
  placeholders: {
    name: 'Your name',
    email: 'Your email',
    message: 'Tell us about your project',
  },
  submit: 'Send Message',
  submitting: 'Sending...',
  directContact: `Prefer email or phone? Write to ${site.email} or call ${site.phone.display}.`,
  eyebrow: 'Contact · Orlando, FL',
  formHeading: 'Send us a message',
  studio: {
    heading: 'The studio',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    hours: 'Hours',
    reply: 'Every message goes straight to the studio team. We reply within 24 hours.',
  },
} as const;

/** The contact dialog opened from home, materials, master planning and other pages. */
export const contactDialog = {
  trigger: 'Contact Us',
  title: 'Start a Project',
  description: "Tell us about your project and we'll get back to you within 24 hours.",
  labels: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone (optional)',
    message: 'Message',
  },
  placeholders: {
    name: 'Your name',
    email: 'you@company.com',
    phone: '(407) 555-0100',
    message: 'What are you planning to build, where, and by when?',
  },
  cancel: 'Cancel',
  close: 'Close',
  submit: 'Send Message',
  submitting: 'Sending...',
} as const;

export const contactToasts = {
  dialogSuccess: {
    title: 'Message sent successfully!',
    description: "Thank you for reaching out. We'll get back to you soon.",
  },
  screenSuccess: {
    title: 'Message sent!',
    description: "Thank you for your message. We'll get back to you soon.",
  },
  failure: {
    title: 'Error',
    description: 'Failed to send message. Please try again.',
  },
} as const;

/** Shared by both contact forms. */
export const contactFormText = {
  /** Label of the hidden spam-trap field; only bots (and screen readers, which are told to skip it) meet it. */
  honeypotLabel: 'Leave this field empty',
} as const;

/** The attachments part of both contact forms. */
export const contactAttachments = {
  label: 'Files (optional)',
  hint: 'Drawings, photos or 3D models: up to 5 files, 20 MB in total. PDF, PNG, JPEG, WebP, STL, OBJ, 3MF, STEP, DXF or ZIP.',
  drop: 'Drag files here, or',
  choose: 'choose files',
  dropping: 'Drop to attach',
  listLabel: 'Chosen files',
  remove: (name: string) => `Remove ${name}`,
  removeShort: 'Remove',
  chosen: (count: number, total: string) => (count === 0 ? 'No files chosen.' : `${count} ${count === 1 ? 'file' : 'files'} chosen, ${total} in total.`),
  uploading: 'Uploading',
  uploaded: 'Upload complete, waiting for the studio’s server',
} as const;
