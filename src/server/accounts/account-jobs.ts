import { site } from '../../content/site';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { classifyMailError, ObsoleteJobError } from '../outbox/delivery-errors';
import type { JobHandler } from '../outbox/outbox-worker';
import { invitationEmail, passwordResetEmail } from './account-emails';
import { addInvitationToken } from './invitations';
import { createPasswordReset } from './password-resets';

export const ACCOUNT_INVITATION = 'account-invitation';
export const PASSWORD_RESET = 'password-reset';

interface AccountJobOptions {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now?: () => number;
}

async function send(mailer: Mailer, message: Parameters<Mailer['send']>[0]): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    throw classifyMailError(error);
  }
}

/**
 * E-mails an invitation link. The token is made here, when the job runs, and only its hash is stored
 * (added to the invitation): the outbox never holds a usable link. A retry makes a fresh link.
 */
export function invitationHandler(options: AccountJobOptions): JobHandler {
  const now = options.now ?? Date.now;
  return async (job) => {
    const issued = await addInvitationToken(options.db, job.ref, now());
    if (!issued) throw new ObsoleteJobError('the invitation was used, revoked or has expired');
    const { invitation, token } = issued;
    const link = new URL(`/invite/${token}`, options.publicUrl).href;
    await send(
      options.mailer,
      invitationEmail({ to: invitation.email, from: options.mailer.studioAddress, siteName: site.name, link, invitedBy: invitation.invited_by, role: invitation.role }),
    );
  };
}

/**
 * Handles "forgot password" for an address. Every request, known address or not, becomes one such job
 * (the API does the same work for both, so its answer and timing tell nothing); here an unknown address
 * simply ends, and a known one gets a new one-hour link whose token exists only in the e-mail.
 */
export function passwordResetHandler(options: AccountJobOptions): JobHandler {
  const now = options.now ?? Date.now;
  return async (job) => {
    const email = typeof job.payload?.email === 'string' ? job.payload.email : '';
    const user = email ? await options.db.models.AdminUser.findOne({ email }).lean() : null;
    if (!user) return;
    const token = await createPasswordReset(options.db, user._id, now());
    const link = new URL(`/reset-password/${token}`, options.publicUrl).href;
    await send(options.mailer, passwordResetEmail({ to: user.email, from: options.mailer.studioAddress, siteName: site.name, link }));
  };
}
