import { Long } from 'bson';
import os from 'node:os';
import { MongoCommandError } from '../errors';
import { machineId, regenerateMachineId } from '../engine/object-ids';
import { truthy } from '../query/native-operators';
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
  const name = command.getLog as unknown;
  if (name === '*') return { names: LOG_NAMES, ok: 1 };
  if (name === 'global') return { ...context.log.snapshot(), ok: 1 };
  if (name === 'startupWarnings') return { totalLinesWritten: 0, log: [], ok: 1 };
  if (typeof name !== 'string') throw new MongoCommandError('TypeMismatch', 'Argument to getLog must be of type String');
  throw new MongoCommandError('OperationFailed', `No log named '${name}'`);
};

/** `profile`: the database profiler's levels and settings (profiler.ts). */
const profile: CommandHandler = (command, context) => context.profiler.configure(databaseName(command), command);

/**
 * `features` (FeaturesCmd): the process's ObjectId machine id, renewed first when `oidReset` is true. mongod
 * adds `js` when it has a script engine; the store has none (server-side JavaScript is refused, docs).
 */
const features: CommandHandler = (command) => {
  const reset = truthy(command.oidReset) ? { oidMachineOld: machineId() } : {};
  if (truthy(command.oidReset)) regenerateMachineId();
  return { ...reset, oidMachine: machineId(), ok: 1 };
};

export const diagnosticCommands: Record<string, CommandHandler> = { hostInfo, getLog, profile, features };
