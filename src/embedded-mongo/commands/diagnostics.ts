import { type Document, Long } from 'bson';
import os from 'node:os';
import { MongoCommandError } from '../errors';
import { databaseName } from './arguments';
import type { CommandHandler } from './context';

/** mongod's names for Node's architectures, as hostInfo reports `cpuArch`. */
const CPU_ARCH: Record<string, string> = { x64: 'x86_64', arm64: 'aarch64', ia32: 'i686' };

/** The host's facts as mongod's hostInfo reports them (Compass and monitoring agents read these). */
const hostInfo: CommandHandler = () => {
  const cores = os.cpus().length;
  return {
    system: {
      currentTime: new Date(),
      hostname: os.hostname(),
      cpuAddrSize: 64,
      memSizeMB: Long.fromNumber(Math.round(os.totalmem() / 2 ** 20)),
      memLimitMB: Long.fromNumber(Math.round(os.totalmem() / 2 ** 20)),
      numCores: cores,
      numCoresAvailableToProcess: typeof os.availableParallelism === 'function' ? os.availableParallelism() : cores,
      cpuArch: CPU_ARCH[os.arch()] ?? os.arch(),
      numaEnabled: false,
    },
    os: { type: os.type(), name: os.type(), version: os.release() },
    extra: { versionString: `${os.type()} ${os.release()}`, pageSize: Long.fromNumber(4096) },
    ok: 1,
  };
};

/** mongod keeps two in-memory logs; `startupWarnings` stays empty here (nothing to warn about at start). */
const LOG_NAMES = ['global', 'startupWarnings'];

const getLog: CommandHandler = (command, context) => {
  if (databaseName(command) !== 'admin') throw new MongoCommandError('Unauthorized', 'getLog may only be run against the admin database.');
  const name = command.getLog as unknown;
  if (name === '*') return { names: LOG_NAMES, ok: 1 };
  if (name === 'global') return { ...context.log.snapshot(), ok: 1 };
  if (name === 'startupWarnings') return { totalLinesWritten: 0, log: [], ok: 1 };
  if (typeof name !== 'string') throw new MongoCommandError('TypeMismatch', 'Argument to getLog must be of type String');
  throw new MongoCommandError('OperationFailed', `No log named '${name}'`);
};

/** The profiler's settings; the store has no profiler, so level 0 is the only one it can be set to. */
const profilerSettings = { slowms: 100, sampleRate: 1 };

/**
 * `profile`: level -1 reads the settings, level 0 sets `slowms` / `sampleRate` (what mongod also uses
 * them for at level 0: which operations the log calls slow). Levels 1 and 2 would record operations in
 * `system.profile`, which the store does not do: refused rather than acknowledged.
 */
const profile: CommandHandler = (command) => {
  const level = Number(command.profile);
  if (![-1, 0, 1, 2].includes(level)) throw new MongoCommandError('BadValue', `Invalid profiling level: ${String(command.profile)}`);
  if (level > 0) throw new MongoCommandError('NotImplemented', `profiling level ${level} is not supported by the embedded store`);
  const was: Document = { was: 0, slowms: profilerSettings.slowms, sampleRate: profilerSettings.sampleRate };
  if (level === 0) {
    if (command.slowms !== undefined) profilerSettings.slowms = Number(command.slowms);
    if (command.sampleRate !== undefined) {
      const rate = Number(command.sampleRate);
      if (!(rate >= 0 && rate <= 1)) throw new MongoCommandError('BadValue', "'sampleRate' must be between 0.0 and 1.0 inclusive");
      profilerSettings.sampleRate = rate;
    }
  }
  return { ...was, ok: 1 };
};

export const diagnosticCommands: Record<string, CommandHandler> = { hostInfo, getLog, profile };
