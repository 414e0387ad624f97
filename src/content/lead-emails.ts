import { site } from './site';

/**
 * What the studio's own e-mails to a visitor say: replies sent from the inbox and the automatic
 * acknowledgement (AUTO_REPLY=on). Plain words; the visitor's text is only ever quoted, never rendered.
 */
export const replyEmail = {
  subject: `Re: your message to ${site.name}`,
  /** The line above the quoted original, like a mail client's. */
  quoteIntro: (date: string, name: string) => `On ${date}, ${name} wrote:`,
  signature: `${site.fullName}\n${site.phone.display} · ${site.domain}`,
} as const;

export const acknowledgementEmail = {
  subject: `We received your message · ${site.name}`,
  greeting: (name: string) => `Hello ${name},`,
  body: [
    `Thank you for contacting ${site.fullName}. Your message has reached our studio team.`,
    'We reply to every inquiry within 24 hours. If you have drawings, sketches or reference images, simply reply to the e-mail we send you.',
  ],
  closing: `Best regards,\nThe ${site.name} team`,
  footer: `${site.fullName} · ${site.phone.display} · ${site.domain}`,
} as const;

/** The Slack-compatible `text` of the new-message webhook; `link` comes already in Slack's <url|label> form. */
export const webhookMessage = {
  text: (lead: { name: string; email: string; attachments: number; link: string }) =>
    `New inquiry from ${lead.name} (${lead.email})${lead.attachments ? ` with ${lead.attachments} attachment(s)` : ''}. ${lead.link}`,
  linkLabel: 'Open in the inbox',
} as const;
