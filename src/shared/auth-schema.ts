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
} as const;

export type LoginFormError = 'invalid' | 'locked' | 'unavailable';

export function parseLoginFormError(value: string | null | undefined): LoginFormError | undefined {
  return value === 'invalid' || value === 'locked' || value === 'unavailable' ? value : undefined;
}
