import { lockoutText } from '../shared/auth-schema';
import { site } from './site';

/** The /login screen (spec sections 2 and 8). Failure texts never name any credentials. */
export const loginScreen = {
  eyebrow: 'Studio staff',
  title: 'Admin Login',
  subtitle: 'Enter your credentials to access the dashboard',
  labels: { email: 'Email', password: 'Password' },
  placeholders: { email: `you@${site.domain}` },
  submit: 'Sign In',
  submitting: 'Signing in...',
  /** Shown on the page itself after a form post without JavaScript, or when a session ended. */
  notices: {
    invalid: 'Invalid email or password.',
    locked: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
    /** The lockout with its wait, when the server said how long. */
    lockedFor: (seconds: number) => lockoutText(seconds),
    unavailable: 'Authentication service temporarily unavailable. Please try again shortly.',
    expired: 'Your session has expired. Please sign in again.',
    signedOut: 'You have signed out.',
    code: 'That code is not correct. Check the time on your phone and try again.',
    'step-expired': 'Please sign in with your email and password again.',
    passwordSet: 'Your password is set. Sign in with it.',
  },
  forgotPassword: 'Forgot password?',
  /** The second step when two-factor is on. */
  secondStep: {
    title: 'Two-factor code',
    intro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    label: 'Code',
    submit: 'Verify',
    submitting: 'Verifying...',
    startOver: 'Use another account',
  },
} as const;

export const loginToasts = {
  success: { title: 'Login Successful', description: 'Welcome to the admin dashboard' },
  failure: { title: 'Login Failed', description: 'Invalid email or password.' },
  locked: { title: 'Too many attempts', description: 'Too many sign-in attempts. Please wait and try again.' },
  unavailable: { title: 'Error', description: 'Authentication service temporarily unavailable' },
  loggedOut: { title: 'Logged out' },
} as const;

/** The /admin dashboard and its inbox. */
export const adminDashboard = {
  eyebrow: 'Studio inbox',
  title: 'Admin Dashboard',
  welcome: (email: string) => `Welcome back, ${email}`,
  logout: 'Logout',
  loading: 'Loading admin dashboard...',
  submissionsHeading: 'Contact Submissions',
  // The spec's wording, "(s)" included.
  total: (n: number) => `${n} total submission(s)`,
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  exportCsv: 'Export CSV',
  empty: 'No contact submissions yet',
  emptyFiltered: 'No messages match this view.',
  emptyArchive: 'Nothing archived yet.',
  loadFailed: 'The messages could not be loaded. Use Refresh to try again.',
  search: { label: 'Search messages', placeholder: 'Search name, email or message', submit: 'Search', clear: 'Clear search' },
  matching: (n: number, q: string) => `${n} matching “${q}”`,
  filters: { label: 'Filter messages', all: 'Inbox', unread: 'Unread', archived: 'Archived' },
  statusFilter: { label: 'Filter by status', any: 'All' },
  statuses: { new: 'New', replied: 'Replied', quoting: 'Quoting', won: 'Won', lost: 'Lost' },
  sort: { label: 'Sort', newest: 'Newest first', waiting: 'Longest waiting' },
  waiting: {
    waiting: (time: string) => `Waiting ${time}`,
    'due-soon': (time: string) => `Due soon · ${time}`,
    overdue: (time: string) => `Overdue · ${time}`,
  },
  pagination: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    status: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  list: { label: 'Messages', unread: 'Unread', noPhone: 'No phone' },
  pane: {
    placeholder: 'Select a message to read it.',
    back: 'All messages',
    received: 'Received',
    email: 'Email',
    phone: 'Phone',
    reply: 'Reply',
    markUnread: 'Mark unread',
    markRead: 'Mark read',
    archive: 'Archive',
    unarchive: 'Move to inbox',
    delete: 'Delete',
    status: 'Status',
  },
  notes: {
    heading: 'Internal notes',
    hint: 'Only the studio sees these.',
    empty: 'No notes yet.',
    label: 'New note',
    add: 'Add note',
    adding: 'Adding...',
  },
  replies: {
    heading: 'Replies',
    empty: 'No reply sent from the inbox yet.',
    label: (name: string) => `Reply to ${name}`,
    hint: 'Sent by e-mail from the studio address, with the message quoted below it.',
    send: 'Send reply',
    sending: 'Sending...',
    emailOff: 'E-mail is off on this server, so replies cannot be sent from here. Use the Reply button to answer from your mail client.',
    delivery: {
      sent: (attempts: number) => (attempts > 1 ? `Delivered after ${attempts} attempts` : 'Delivered'),
      pending: (attempts: number) => (attempts > 0 ? `Sending: attempt ${attempts} did not get through, trying again` : 'Queued'),
      failed: (attempts: number) => `Not delivered after ${attempts} attempt${attempts === 1 ? '' : 's'}`,
    },
  },
  overview: {
    heading: 'Overview',
    open: 'Open leads',
    overdue: 'Overdue (past 24 h)',
    dueSoon: (n: number) => `${n} due soon`,
    median: 'Median first reply, 30 days',
    noMedian: 'No replies yet',
    answered: (n: number) => `${n} answered`,
    chartTitle: 'New inquiries per week, by outcome',
    chartAlt: 'Bar chart of new inquiries per week, by outcome. The same figures follow as a table.',
    chartAxis: 'Inquiries',
    chartEmpty: 'No new inquiries in these 12 weeks',
    chartCaption: 'New inquiries per week for the last 12 weeks, by where each stands now',
    week: 'Week of',
    total: 'Total',
  },
  notification: {
    label: 'Studio e-mail',
    sent: (attempts: number) => (attempts > 1 ? `Sent after ${attempts} attempts` : 'Sent'),
    pending: (attempts: number) => (attempts > 0 ? `Sending: attempt ${attempts} did not get through, trying again` : 'Sending'),
    failed: (attempts: number) => `Not delivered after ${attempts} attempt${attempts === 1 ? '' : 's'}`,
    retry: 'Retry e-mail',
    retrying: 'Retrying...',
  },
  notificationsOff: {
    title: 'E-mail notifications are off',
    body: 'New messages are stored here, but nobody is e-mailed about them, so check this inbox daily. To be notified, set SMTP_URL and NOTIFY_EMAIL on the server and restart it (see docs/contact.md).',
  },
  replySubject: `Re: your message to ${site.name}`,
  confirmDelete: {
    title: 'Delete this message?',
    description: (name: string) => `The message from ${name} will be removed for good. Export the inbox first if you need a copy.`,
    cancel: 'Cancel',
    confirm: 'Delete message',
  },
} as const;

export const adminToasts = {
  loaded: (n: number) => ({ title: 'Success', description: `Loaded ${n} submissions` }),
  fetchFailed: (reason: string) => ({ title: 'Error', description: `Failed to fetch contact submissions: ${reason}` }),
  updateFailed: { title: 'Error', description: 'The change could not be saved. Please try again.' },
  deleteFailed: { title: 'Error', description: 'The message could not be deleted. Please try again.' },
  deleted: { title: 'Message deleted' },
  retryQueued: { title: 'E-mail queued', description: 'The notification will be sent again in a moment.' },
  retryFailed: { title: 'Error', description: 'The notification could not be queued again. Refresh and try again.' },
  archived: (name: string) => ({ title: 'Message archived', description: `${name} moved to Archived.` }),
  unarchived: (name: string) => ({ title: 'Moved to inbox', description: `${name} is back in the inbox.` }),
  undo: 'Undo',
  undoAlt: 'Undo: move the message back',
  noteFailed: { title: 'Error', description: 'The note could not be saved. Please try again.' },
  replyQueued: { title: 'Reply queued', description: 'It is on its way; its delivery shows under Replies.' },
  replyFailed: { title: 'Error', description: 'The reply could not be queued. Your text is still in the form.' },
} as const;

/** The admin header under the site's bar (src/app/features/admin/shell). */
export const adminShell = {
  label: 'Admin',
  nav: { inbox: 'Inbox', staff: 'Staff', audit: 'Audit log', settings: 'Settings' },
} as const;

/** Reasons in 'Failed to fetch contact submissions: {reason}' (spec section 8). */
export const fetchFailureReasons = {
  network: 'Failed to fetch submissions',
  unknown: 'Unknown error',
} as const;

/** The reading pane's files (src/app/features/admin/attachments/). */
export const adminAttachments = {
  heading: (count: number) => `Attachments (${count})`,
  download: 'Download',
  downloadLabel: (name: string) => `Download ${name}`,
  /** The PDF tile's first-page thumbnail (src/app/features/admin/pdf-preview/). */
  pdf: {
    loading: 'Drawing the first page…',
    label: (name: string, pages: number) => `First page of ${name}, ${pages} ${pages === 1 ? 'page' : 'pages'}`,
    pages: (pages: number) => `${pages} ${pages === 1 ? 'page' : 'pages'}`,
    tooLarge: (megabytes: number) => `No preview: PDFs over ${megabytes} MB are not drawn.`,
    unreadable: 'No preview: this PDF could not be read (damaged or locked).',
  },
  /** Short type names by the type the server decided from the bytes. */
  kinds: {
    'application/pdf': 'PDF',
    'image/png': 'PNG',
    'image/jpeg': 'JPEG',
    'image/webp': 'WebP',
    'model/stl': 'STL',
    'model/obj': 'OBJ',
    'model/3mf': '3MF',
    'model/step': 'STEP',
    'image/vnd.dxf': 'DXF',
    'application/zip': 'ZIP',
  } as Record<string, string>,
} as const;
