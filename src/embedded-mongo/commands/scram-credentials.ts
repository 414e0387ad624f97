import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { saslPrep } from './saslprep';

/**
 * The `credentials` of a user document, computed as mongod 7.0 computes them (buildCredentials in
 * user_management_commands.cpp, scram::Secrets::generateCredentials in crypto/mechanism_scram.h). The store
 * does not authenticate anyone: the credentials are kept so that usersInfo shows them and a copy of the
 * data (mongodump, a move to a real mongod) lets the users log in there.
 */

/** The server's authenticationMechanisms default, scramIterationCount and scramSHA256IterationCount defaults. */
const SCRAM = {
  'SCRAM-SHA-1': { digest: 'sha1', hashLength: 20, iterationCount: 10000 },
  'SCRAM-SHA-256': { digest: 'sha256', hashLength: 32, iterationCount: 15000 },
} as const;
export type ScramMechanism = keyof typeof SCRAM;
const MECHANISMS = Object.keys(SCRAM) as ScramMechanism[];
/** The SCRAM mechanisms a user's credentials may hold, in the order mongod builds them. */
export const SCRAM_MECHANISMS: readonly string[] = MECHANISMS;

/** What a createUser or updateUser gave for the password. */
export interface PasswordOptions {
  user: string;
  pwd: string;
  mechanisms?: string[];
  digestPassword: boolean;
}

/** The mechanisms to build: those named (each known and enabled), or every enabled one. */
function chosenMechanisms(mechanisms: string[] | undefined): Set<ScramMechanism> {
  if (!mechanisms || mechanisms.length === 0) return new Set(MECHANISMS);
  const chosen = new Set<ScramMechanism>();
  for (const mechanism of mechanisms) {
    if (!MECHANISMS.includes(mechanism as ScramMechanism)) throw new MongoCommandError('BadValue', `Unknown auth mechanism '${mechanism}'`);
    chosen.add(mechanism as ScramMechanism);
  }
  return chosen;
}

/** createPasswordDigest (util/password_digest.cpp): the MONGODB-CR digest SCRAM-SHA-1 is computed from. */
const passwordDigest = (user: string, pwd: string): string => createHash('md5').update(`${user}:mongo:${pwd}`).digest('hex');

/** generateCredentials: a random salt of the hash's length less 4 bytes, then RFC 5802's StoredKey and ServerKey. */
export function scramCredential(mechanism: ScramMechanism, password: string, salt: Buffer = randomBytes(SCRAM[mechanism].hashLength - 4)): Document {
  const { digest, hashLength, iterationCount } = SCRAM[mechanism];
  const saltedPassword = pbkdf2Sync(Buffer.from(password, 'utf8'), salt, iterationCount, hashLength, digest);
  const clientKey = createHmac(digest, saltedPassword).update('Client Key').digest();
  return {
    iterationCount,
    salt: salt.toString('base64'),
    storedKey: createHash(digest).update(clientKey).digest('base64'),
    serverKey: createHmac(digest, saltedPassword).update('Server Key').digest('base64'),
  };
}

/** The SCRAM password each mechanism is computed from: SHA-1's is the digest unless the client sent one already. */
export function scramPassword(mechanism: ScramMechanism, options: PasswordOptions): string {
  if (mechanism === 'SCRAM-SHA-1') return options.digestPassword ? passwordDigest(options.user, options.pwd) : options.pwd;
  if (!options.digestPassword) throw new MongoCommandError('BadValue', 'Use of SCRAM-SHA-256 requires undigested passwords');
  return saslPrep(options.pwd);
}

/** buildCredentials for a password: one entry per mechanism, SCRAM-SHA-1 first. */
export function buildCredentials(options: PasswordOptions): Document {
  const chosen = chosenMechanisms(options.mechanisms);
  const credentials: Document = {};
  for (const mechanism of MECHANISMS) {
    if (chosen.has(mechanism)) credentials[mechanism] = scramCredential(mechanism, scramPassword(mechanism, options));
  }
  return credentials;
}
