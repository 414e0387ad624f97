import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SESSION_SECRET_FILE = 'session-secret';
const MIN_LENGTH = 32;

/**
 * The secret that signs session cookies, in this order: SESSION_SECRET; the file SESSION_SECRET_FILE
 * names (docker compose points every instance at one shared volume); DATA_DIR/session-secret. A file
 * that does not exist yet is generated once (mode 600), so sessions survive restarts and every
 * instance that reads the same file signs cookies alike, with nothing to configure.
 */
export function resolveSessionSecret(configured: { secret?: string; file?: string }, dataDir: string): string {
  if (configured.secret) return configured.secret;
  const file = configured.file ? path.resolve(configured.file) : path.join(dataDir, SESSION_SECRET_FILE);
  const existing = readSecret(file);
  if (existing) return existing;
  if (fs.existsSync(file)) throw new Error(`${file} holds fewer than ${MIN_LENGTH} characters: delete it to have a new secret generated`);
  return createSecretOnce(file);
}

/**
 * Writes a fresh secret to a private temporary file and links it into place: link() fails when the
 * target exists, so of several instances starting together exactly one secret wins, and nobody can
 * read a half-written file.
 */
function createSecretOnce(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const candidate = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(candidate, randomBytes(48).toString('base64url') + '\n', { mode: 0o600 });
  try {
    fs.linkSync(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(candidate, { force: true });
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`could not read the session secret from ${file}`);
  return secret;
}

function readSecret(file: string): string | undefined {
  try {
    const secret = fs.readFileSync(file, 'utf8').trim();
    return secret.length >= MIN_LENGTH ? secret : undefined;
  } catch {
    return undefined;
  }
}
