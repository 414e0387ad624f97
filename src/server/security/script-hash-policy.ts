import { createHash } from 'node:crypto';

/** The CSP source that allows exactly this inline script: its SHA-256, base64. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The same policy with its per-response nonce swapped for a script hash. For a cached public page
 * only (docs/architecture.md, "Script policy"): its one inline script is the loader, and a page with
 * no user content gives nobody a place to plant a copy of it, so the hash is as strict as a nonce
 * there and lets every visitor get the same bytes. Pages with user content keep the nonce.
 */
export function withScriptHash(policy: string, hashSource: string): string {
  return policy.replace(/'nonce-[^']*'/, hashSource);
}
