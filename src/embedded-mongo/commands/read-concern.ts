import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { typeName } from '../query/describe';
import { checkProvenance } from './concern-provenance';
import { checkReadConcernSupport } from './read-concern-support';

/**
 * A command's `readConcern` as a standalone mongod 7.0 takes it. mongod parses it for every command
 * (ReadConcernArgs::parse in src/mongo/db/repl/read_concern_args.cpp), then the read commands wait for it
 * (waitForReadConcernImpl in src/mongo/db/read_concern_mongod.cpp), which on a standalone refuses what only a
 * replica set can give: a linearizable read, a snapshot read, a read after a cluster time. The store has
 * one copy of the data and no oplog, so `local`, `available` and `majority` all read what is there, as a
 * standalone does.
 */

const LEVELS = new Set(['local', 'majority', 'linearizable', 'available', 'snapshot']);

/** The read commands that wait for their read concern (count refuses snapshot before, read-concern-support.ts). */
const WAITING_READS = new Set(['find', 'aggregate', 'count', 'distinct']);

interface ReadConcern {
  level: string;
  afterClusterTime: boolean;
}

/** bsonExtractTypedField's answer to a field of the wrong BSON type (src/mongo/bson/util/bson_extract.cpp). */
export function expectType(field: string, value: unknown, expected: string): void {
  const found = typeName(value);
  if (found !== expected) {
    throw new MongoCommandError('TypeMismatch', `"${field}" had the wrong type. Expected ${expected}, found ${found}`);
  }
}

function parseReadConcern(given: Document): ReadConcern {
  let level: string | undefined;
  let afterClusterTime: { isZero: boolean } | undefined;
  let atClusterTime: { isNull: boolean } | undefined;
  for (const [field, value] of Object.entries(given)) {
    if (field === 'level') {
      expectType(field, value, 'string');
      if (!LEVELS.has(value as string)) {
        throw new MongoCommandError('FailedToParse', "readConcern.level must be either 'local', 'majority', 'linearizable', 'available', or 'snapshot'");
      }
      level = value as string;
    } else if (field === 'afterClusterTime' || field === 'atClusterTime') {
      expectType(field, value, 'timestamp');
      const { t, i } = value as { t: number; i: number };
      if (field === 'afterClusterTime') afterClusterTime = { isZero: t === 0 && i === 0 };
      else atClusterTime = { isNull: t === 0 };
    } else if (field === 'allowTransactionTableSnapshot') {
      expectType(field, value, 'bool');
    } else if (field === 'provenance') {
      checkProvenance(value, 'ReadConcernArgs::parse.provenance');
    } else {
      // afterOpTime (an internal field of replica set members) is not parsed here: the store has no optimes.
      throw new MongoCommandError('InvalidOptions', `Unrecognized option in readConcern: ${field}`);
    }
  }
  const effective = level ?? 'local';
  if (afterClusterTime && atClusterTime) {
    throw new MongoCommandError(
      'InvalidOptions',
      'Specifying a timestamp for readConcern snapshot in a causally consistent session is not allowed. See https://docs.mongodb.com/manual/core/read-isolation-consistency-recency/#causal-consistency',
    );
  }
  if (afterClusterTime && !['majority', 'local', 'snapshot'].includes(effective)) {
    throw new MongoCommandError('InvalidOptions', 'afterClusterTime field can be set only if level is equal to majority, local, or snapshot');
  }
  if (atClusterTime && effective !== 'snapshot') {
    throw new MongoCommandError('InvalidOptions', 'atClusterTime field can be set only if level is equal to snapshot');
  }
  if (atClusterTime?.isNull) throw new MongoCommandError('InvalidOptions', 'atClusterTime cannot be a null timestamp');
  if (afterClusterTime?.isZero) throw new MongoCommandError('InvalidOptions', 'afterClusterTime cannot be a null timestamp');
  return { level: effective, afterClusterTime: afterClusterTime !== undefined };
}

/** Parses `readConcern` as mongod does, and refuses on a read what a standalone cannot serve (NotAReplicaSet, IllegalOperation). */
export function checkReadConcern(name: string, command: Document): void {
  const given = command.readConcern as unknown;
  if (given === undefined) return;
  if (typeName(given) !== 'object') throw new MongoCommandError('FailedToParse', 'readConcern field should be an object');
  const readConcern = parseReadConcern(given as Document);
  checkReadConcernSupport(name, given as Document);
  if (!WAITING_READS.has(name)) return;
  if (readConcern.level === 'linearizable') {
    throw new MongoCommandError('NotAReplicaSet', 'node needs to be a replica set member to use read concern');
  }
  if (readConcern.level === 'snapshot') {
    throw new MongoCommandError('NotAReplicaSet', 'node needs to be a replica set member to use readConcern: snapshot');
  }
  if (readConcern.afterClusterTime) {
    throw new MongoCommandError('IllegalOperation', 'Cannot specify afterClusterTime readConcern without replication enabled');
  }
}
