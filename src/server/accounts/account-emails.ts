import type { SendMailOptions } from 'nodemailer';
import { escapeHtml } from '../contact/notification-email';

interface LinkEmail {
  to: string;
  from: string;
  siteName: string;
  link: string;
}

function linkEmail(options: LinkEmail, subject: string, lines: string[], action: string): SendMailOptions {
  return {
    from: { name: options.siteName, address: options.from },
    to: options.to,
    subject,
    text: [...lines, '', `${action}: ${options.link}`].join('\n'),
    html: [...lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p><a href="${escapeHtml(options.link)}">${escapeHtml(action)}</a></p>`].join('\n'),
  };
}

export function invitationEmail(options: LinkEmail & { invitedBy: string; role: string }): SendMailOptions {
  return linkEmail(
    options,
    `You are invited to the ${options.siteName} inbox`,
    [
      `${options.invitedBy} invited you to the ${options.siteName} website inbox as ${options.role === 'owner' ? 'an owner' : 'staff'}.`,
      'Open the link to choose your password. It works once and for 72 hours.',
    ],
    'Accept the invitation',
  );
}

export function passwordResetEmail(options: LinkEmail): SendMailOptions {
  return linkEmail(
    options,
    `Reset your ${options.siteName} inbox password`,
    [
      'Someone (we hope you) asked to reset the password of your inbox account.',
      'Open the link to choose a new one. It works once and for one hour. If you did not ask, ignore this e-mail: your password stays as it is.',
    ],
    'Choose a new password',
  );
}
