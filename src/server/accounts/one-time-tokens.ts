import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * 32 random bytes (256 bits) as lower-case hex: the secret part of invitation and password-reset links.
 * Hex, not base64url: page paths are case-insensitive here (src/server/render/canonical-path.ts sends
 * /Invite/… to its lower-case spelling), so a token must survive being lower-cased.
 */
export function newOneTimeToken(): string {
  return randomBytes(32).toString('hex');
}

/**
 * What is stored instead of a token: its SHA-256. The token has 256 bits of entropy, so a fast hash is
 * enough (no password-style stretching), and a database leak yields no usable link.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Constant-time check that a stored hash belongs to the token presented. The lookup itself is by hash
 * (an index on a value the attacker cannot choose), and this comparison makes the final check
 * independent of how many leading characters match.
 */
export function tokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** Tokens are 64 hex digits; anything else is refused before it reaches a query. */
export function isWellFormedToken(token: string): boolean {
  return /^[0-9a-f]{64}$/.test(token);
}
