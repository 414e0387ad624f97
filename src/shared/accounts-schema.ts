// zod/mini, as in auth-schema.ts: the account pages share these rules with the server.
import * as z from 'zod/mini';

/**
 * Account management contract (issue 20), shared by the admin pages and /api/auth, /api/admin/staff and
 * /api/admin/audit. No Node imports: the client bundle uses it.
 */
export const ROLES = ['owner', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 1024;

const newPassword = z.string({ error: 'The password must be text.' }).check(
  z.minLength(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters.`),
  z.maxLength(PASSWORD_MAX, 'The password is too long.'),
);

const email = z.pipe(
  z.string({ error: 'Email must be text.' }).check(z.trim(), z.toLowerCase(), z.minLength(1, 'Please enter an email address.'), z.maxLength(254, 'Email address is too long.')),
  z.email('Please enter a valid email address.'),
);

export const InviteSchema = z.object({ email, role: z.enum(ROLES, 'The role must be owner or staff.') });
export const RoleChangeSchema = z.object({ role: z.enum(ROLES, 'The role must be owner or staff.') });
export const NewPasswordSchema = z.object({ password: newPassword });
export const PasswordChangeSchema = z.object({
  current_password: z.string({ error: 'Please enter your current password.' }).check(z.minLength(1, 'Please enter your current password.'), z.maxLength(PASSWORD_MAX)),
  new_password: newPassword,
});
export const PasswordResetRequestSchema = z.object({ email });
/** A 6-digit authenticator code or a recovery code (letters, digits, dashes). */
export const TwoFactorCodeSchema = z.object({
  code: z.string({ error: 'Please enter the code.' }).check(z.trim(), z.minLength(6, 'Please enter the 6-digit code or a recovery code.'), z.maxLength(64, 'That code is too long.')),
});
export const TwoFactorDisableSchema = z.object({
  password: z.string({ error: 'Please enter your password.' }).check(z.minLength(1, 'Please enter your password.'), z.maxLength(PASSWORD_MAX)),
});
export const AccountSettingsSchema = z.object({ require_two_factor: z.boolean('require_two_factor must be true or false.') });
export const AuditQuerySchema = z.object({ page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))) });

export interface AccountDto {
  id: string;
  email: string;
  role: Role;
  created_at: string;
  last_sign_in_at: string | null;
  two_factor: boolean;
}

export interface InvitationDto {
  id: string;
  email: string;
  role: Role;
  invited_by: string;
  created_at: string;
  expires_at: string;
}

export interface StaffOverview {
  accounts: AccountDto[];
  invitations: InvitationDto[];
  require_two_factor: boolean;
}

export interface SessionDto {
  id: string;
  created_at: string | null;
  last_seen_at: string | null;
  ip: string | null;
  browser: string;
  current: boolean;
}

export interface TotpSetup {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'invitation',
  'invitation-revoked',
  'invitation-accepted',
  'role-change',
  'account-removed',
  'password-change',
  'password-reset',
  'two-factor-on',
  'two-factor-off',
  'two-factor-required',
  'sessions-ended',
  'status-change',
  'message-deleted',
  'export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntryDto {
  id: string;
  at: string;
  actor: string;
  action: AuditAction;
  target: string | null;
  ip: string | null;
}

export interface AuditPage {
  data: AuditEntryDto[];
  page: number;
  pages: number;
  total: number;
}

/** What an invitation or reset link opens, for its page (GET /api/auth/invites/:token, /password-reset/:token). */
export type LinkView = { state: 'valid'; email?: string; role?: Role } | { state: 'invalid'; message: string };

/** The same answer to "forgot password" for every address, known or not (no enumeration). */
export const RESET_REQUESTED = 'If an account exists for this address, we have e-mailed it a link to choose a new password. The link works once, for one hour.';

/** Messages the API and the pages share. */
export const ACCOUNT_ERRORS = {
  ownerOnly: 'Only an owner can do this.',
  lastOwner: 'The studio needs at least one owner: make someone else an owner first.',
  inviteInvalid: 'This invitation link is not valid. Ask an owner for a new one.',
  inviteUsed: 'This invitation has already been used. Sign in, or ask an owner for a new one.',
  inviteExpired: 'This invitation has expired (links last 72 hours). Ask an owner for a new one.',
  resetInvalid: 'This password reset link is not valid, was already used or has expired (links last one hour). Ask for a new one.',
  accountExists: 'An account with this email address already exists.',
  wrongPassword: 'The current password is not correct.',
  wrongCode: 'That code is not correct. Check the time on your phone and try again.',
  noTwoFactorPending: 'Please sign in with your email and password first.',
  twoFactorSetupFirst: 'Start the two-factor setup first.',
  twoFactorRequired: 'The studio requires two-factor authentication: turn it on in Settings first.',
  busy: 'Another change to the owners is being saved. Please try again.',
  tooManyResetRequests: 'Too many password reset requests from your connection. Please try again in an hour.',
  tooManyLinkAttempts: 'Too many invitation or reset links tried from your connection. Please try again in an hour.',
} as const;
