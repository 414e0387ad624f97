import type { SendMailOptions } from 'nodemailer';
import { replyEmail as texts } from '../../content/lead-emails';
import { headerSafe, notificationMessageId } from '../contact/notification-email';
import { escapeHtml } from '../render/serialize';

export interface ReplyLead {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: Date;
}

function quoted(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
}

/**
 * A reply from the studio to the visitor. It threads under the studio's notification about the message
 * (In-Reply-To/References on its Message-ID), so the studio's mail client and any copy kept there line
 * up; answers go to `replyTo`. The visitor's original is quoted below the reply: as "> " lines in the
 * text part, and escaped inside a blockquote in the HTML part, so nothing they typed becomes markup.
 */
export function replyEmail(lead: ReplyLead, reply: { id: string; body: string }, options: { from: string; replyTo: string; siteName: string; domain: string }): SendMailOptions {
  const thread = notificationMessageId(lead.id, options.domain);
  const intro = texts.quoteIntro(lead.created_at.toUTCString(), headerSafe(lead.name));
  const text = [reply.body, '', '--', texts.signature, '', intro, quoted(lead.message)].join('\n');
  const html = [
    `<div style="white-space:pre-wrap">${escapeHtml(reply.body)}</div>`,
    `<p style="color:#5f5c56">--<br>${escapeHtml(texts.signature).replace(/\n/g, '<br>')}</p>`,
    `<p style="color:#5f5c56">${escapeHtml(intro)}</p>`,
    `<blockquote style="margin:0 0 0 8px;padding-left:12px;border-left:3px solid #d9d5cc;color:#2b2a28;white-space:pre-wrap">${escapeHtml(lead.message)}</blockquote>`,
  ].join('\n');
  return {
    // The same id on every attempt, so a retry after a lost answer can be recognised as a copy.
    messageId: `<reply-${reply.id}@${options.domain}>`,
    inReplyTo: thread,
    references: [thread],
    from: { name: options.siteName, address: options.from },
    to: /[\r\n]/.test(lead.email) ? undefined : { name: headerSafe(lead.name), address: lead.email },
    replyTo: options.replyTo,
    subject: texts.subject,
    text,
    html,
  };
}
