import { adminDashboard } from '../../../../content/admin';

/** tel: link for a stored phone number, keeping only digits and a leading +; none when no digits remain. */
export function telHref(phone: string | null): string | undefined {
  if (!phone) return undefined;
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : undefined;
}

function mailtoAddress(email: string): string {
  // Encoded so a stored address cannot add headers (?cc=, &body=) to the link; @ stays readable.
  return encodeURIComponent(email).replace(/%40/g, '@');
}

export function mailtoHref(email: string): string {
  return `mailto:${mailtoAddress(email)}`;
}

export function replyHref(email: string): string {
  return `mailto:${mailtoAddress(email)}?subject=${encodeURIComponent(adminDashboard.replySubject)}`;
}
