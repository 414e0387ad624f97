import type { SendMailOptions } from 'nodemailer';
import { formatBytes } from '../../shared/attachment-rules';
import type { StoredSubmission } from './submission-store';

/**
 * Text that may go into a mail header. Line breaks would start a new header (Bcc: ...), so every
 * control character, CR and LF included, becomes a space; the rest is left to nodemailer's encoder.
 */
export function headerSafe(value: string, maxLength = 120): string {
  return value
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** The Message-ID of the studio's notification about a message; replies thread under it. */
export function notificationMessageId(id: string, domain: string): string {
  return `<message-${id}@${domain}>`;
}

/**
 * The studio's copy of a new message. Visitor input reaches headers only through headerSafe (name)
 * or as a validated address (Reply-To, so the studio can answer directly); the message itself
 * travels in the body: as plain text, and as HTML in which every visitor character is escaped.
 */
export function notificationEmail(
  submission: StoredSubmission,
  options: { to: string; siteName: string; inboxUrl: string; domain: string },
): SendMailOptions {
  const name = headerSafe(submission.name);
  const rows: Array<[string, string]> = [
    ['Name', submission.name],
    ['Email', submission.email],
    ['Phone', submission.phone_number ?? '(not given)'],
    ['Received', submission.created_at.toISOString()],
    ['Reference', submission.id],
    // Names only: the files stay in the inbox, behind sign-in.
    ...(submission.attachments.length > 0
      ? [['Attachments', submission.attachments.map((file) => `${file.filename} (${formatBytes(file.size)})`).join(', ')] as [string, string]]
      : []),
  ];
  const text = [
    `New message from the ${options.siteName} website contact form.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    submission.message,
    '',
    `Inbox: ${options.inboxUrl}`,
  ].join('\n');
  const html = [
    `<p>New message from the ${escapeHtml(options.siteName)} website contact form.</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(submission.message)}</p>`,
    `<p><a href="${escapeHtml(options.inboxUrl)}">Open the inbox</a></p>`,
  ].join('\n');
  return {
    // One Message-ID per message, the same on every attempt: a receiving server that saw it already
    // (a retry after a lost reply) can drop the copy, and later replies can thread under it.
    messageId: notificationMessageId(submission.id, options.domain),
    from: { name: `${options.siteName} website`, address: options.to },
    to: options.to,
    replyTo: /[\r\n]/.test(submission.email) ? undefined : { name, address: submission.email },
    subject: headerSafe(`New website message from ${name}`, 200),
    text,
    html,
  };
}
