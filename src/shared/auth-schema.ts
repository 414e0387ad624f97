// zod/mini keeps the login page's share of the validator small (see contact-schema.ts).
import * as z from 'zod/mini';

/**
 * Sign-in contract shared by the login form and /api/auth. No Node imports: the client bundle uses it.
 * Non-string values (a NoSQL operator object such as {"$gt": ""}) fail here with a 400, long before a
 * query is built.
 */
export const LOGIN_LIMITS = { email: 254, password: 1024 } as const;

export const LoginSchema = z.object({
  email: z.pipe(
    z.string({ error: 'Email must be text.' }).check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'Please enter your email address.'),
      z.maxLength(LOGIN_LIMITS.email, 'Email address is too long.'),
    ),
    z.email('Please enter a valid email address.'),
  ),
  // Not trimmed: spaces are legal password characters. The upper bound keeps hashing cost bounded.
  password: z.string({ error: 'Password must be text.' }).check(
    z.minLength(1, 'Please enter your password.'),
    z.maxLength(LOGIN_LIMITS.password, 'Password is too long.'),
  ),
});

export type LoginInput = z.infer<typeof LoginSchema>;

/** The server's error texts; the same for an unknown email and a wrong password. */
export const AUTH_ERRORS = {
  invalidCredentials: 'Invalid email or password',
  required: 'Authentication required',
  unavailable: 'Authentication service temporarily unavailable',
} as const;

export interface SessionInfo {
  authenticated: boolean;
  email?: string;
  /** 'owner' or 'staff' (src/shared/accounts-schema.ts). */
  role?: 'owner' | 'staff';
  /** Two-factor is on for this account. */
  two_factor?: boolean;
  /** Signed out: the password was right and the second step (POST /api/auth/login/totp) is pending. */
  two_factor_required?: boolean;
  /** The studio requires two-factor and this account has none yet: only Settings is open. */
  two_factor_setup_needed?: boolean;
}

/** GET /api/auth/session and a successful POST /api/auth/login answer { success: true, data: SessionInfo }. */
export interface SessionResponse {
  success: true;
  data: SessionInfo;
}

/**
 * Outcomes of the no-JavaScript form sign-in and sign-out, which answer 303 to /login?<param>=<value>
 * so the login page can explain what happened after a plain form post.
 */
export const LOGIN_NOTICE_PARAMS = {
  error: 'error',
  expired: 'expired',
  signedOut: 'signedout',
  /** Seconds left of a lockout, shown with it. */
  wait: 'wait',
  /** `code`: the password was right, the page asks for the second step. */
  step: 'step',
  /** `1`: a password was just set (reset or invitation); sign in with it. */
  passwordSet: 'password-set',
} as const;

export const LOGIN_FORM_ERRORS = ['invalid', 'locked', 'unavailable', 'code', 'step-expired'] as const;
export type LoginFormError = (typeof LOGIN_FORM_ERRORS)[number];

export function parseLoginFormError(value: string | null | undefined): LoginFormError | undefined {
  return LOGIN_FORM_ERRORS.find((error) => error === value);
}

/** "Please try again in 3 minutes." for a lockout of `seconds`. */
export function lockoutText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
