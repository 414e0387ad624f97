import type { SendMailOptions } from 'nodemailer';
import { acknowledgementEmail as texts } from '../../content/lead-emails';
import { escapeHtml } from '../render/serialize';
import { headerSafe } from './notification-email';

/**
 * The visitor's confirmation that their message arrived (AUTO_REPLY=on). It says nothing of what they
 * wrote: an acknowledgement that repeats the message would let anyone send arbitrary content from the
 * studio's address to any address they type in. Only the name appears, header-safe and HTML-escaped.
 */
export function acknowledgementEmail(visitor: { id: string; name: string; email: string }, options: { from: string; replyTo: string; siteName: string; domain: string }): SendMailOptions {
  const name = headerSafe(visitor.name, 60);
  const text = [texts.greeting(name), '', ...texts.body.flatMap((paragraph) => [paragraph, '']), texts.closing, '', texts.footer].join('\n');
  const html = [
    `<p>${escapeHtml(texts.greeting(name))}</p>`,
    ...texts.body.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>${escapeHtml(texts.closing).replace(/\n/g, '<br>')}</p>`,
    `<p style="color:#5f5c56;font-size:12px">${escapeHtml(texts.footer)}</p>`,
  ].join('\n');
  return {
    messageId: `<ack-${visitor.id}@${options.domain}>`,
    from: { name: options.siteName, address: options.from },
    to: /[\r\n]/.test(visitor.email) ? undefined : { name, address: visitor.email },
    replyTo: options.replyTo,
    subject: texts.subject,
    text,
    html,
    // Mail systems should not answer an automatic message with another one (RFC 3834).
    headers: { 'Auto-Submitted': 'auto-replied' },
  };
}
