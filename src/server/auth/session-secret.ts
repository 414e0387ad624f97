import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SESSION_SECRET_FILE = 'session-secret';
const MIN_LENGTH = 32;

/**
 * The secret that signs session cookies: SESSION_SECRET when set, otherwise one generated on first start
 * and kept in DATA_DIR/session-secret (mode 600), so sessions survive restarts without configuration.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    fs.writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs, so both sign cookies alike.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readSecret(file) ?? secret;
    throw error;
  }
}

function readSecret(file: string): string | undefined {
  try {
    const secret = fs.readFileSync(file, 'utf8').trim();
    return secret.length >= MIN_LENGTH ? secret : undefined;
  } catch {
    return undefined;
  }
}
