import { parseArgs, type ParseArgsConfig } from 'node:util';
import { EXIT, OpsError } from './ops-error';

/** node's parseArgs, with its complaints (unknown option, missing value) turned into a usage error. */
export function parseOpsArgs<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new OpsError(`${(error as Error).message}\n${usage}`, EXIT.usage);
  }
}
