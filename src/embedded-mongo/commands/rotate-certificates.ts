import { MongoCommandError } from '../errors';
import type { CommandHandler } from './context';

/**
 * `rotateCertificates` (admin only; src/mongo/db/commands/rotate_certificates_command.cpp) reloads the TLS
 * certificates of a mongod built with TLS. The store speaks no TLS, and what mongod 7.0 answers when TLS is
 * off (nothing to rotate, or an error from its SSL manager) could not be settled from its sources, so the
 * command is refused rather than answered either way.
 */
export const rotateCertificates: CommandHandler = () => {
  throw new MongoCommandError('NotImplemented', 'rotateCertificates is not supported by the embedded store');
};
