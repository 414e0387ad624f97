import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes (256 bits), URL-safe: the secret part of invitation and password-reset links. */
export function newOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
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

/** Tokens are base64url; anything else (or absurdly long) is refused before it reaches a query. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{20,128}$/.test(token);
}
