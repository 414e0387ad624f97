import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { negotiateCompressors } from '../wire/compression';
import { MAX_BSON_OBJECT_SIZE, MAX_MESSAGE_SIZE_BYTES, MAX_WRITE_BATCH_SIZE } from '../wire/constants';
import type { CommandHandler } from './context';
import { LOGICAL_SESSION_TIMEOUT_MINUTES } from './local-sessions';
import { isTrueOption } from './create-checks';
import { saslSupportedMechs } from './sasl-supported-mechs';

/** We present ourselves as a standalone MongoDB 7.0: no setName/topologyVersion, so drivers use plain polling. */
export const SERVER_VERSION = '7.0.0';
const MAX_WIRE_VERSION = 21;

function handshake(legacyName: boolean): CommandHandler {
  return (command, context) => {
    // The first hello carries the driver's metadata; mongod keeps it for currentOp and the profiler's appName.
    const metadata = command.client as Document | undefined;
    if (metadata && typeof metadata === 'object' && !context.client.metadata) {
      context.client.metadata = metadata;
      const appName = (metadata.application as Document | undefined)?.name as unknown;
      if (typeof appName === 'string') context.client.appName = appName;
    }
    // mongod answers helloOk: true only to a hello that holds a helloOk field (its value is the client's
    // supportsHello), and appends it before the primary flag (replication_info.cpp's CmdHello::run).
    const helloOk = command.helloOk !== undefined && command.helloOk !== null ? { helloOk: true } : {};
    const reply: Document = legacyName ? { ismaster: true } : { isWritablePrimary: true };
    // A hello offering compressors renegotiates the connection's; one without asks for the current list.
    context.client.compressors = negotiateCompressors(command.compression, context.client.compressors);
    return {
      ...helloOk,
      ...reply,
      maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
      maxMessageSizeBytes: MAX_MESSAGE_SIZE_BYTES,
      maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
      localTime: new Date(),
      logicalSessionTimeoutMinutes: LOGICAL_SESSION_TIMEOUT_MINUTES,
      connectionId: context.connectionId,
      minWireVersion: 0,
      maxWireVersion: MAX_WIRE_VERSION,
      readOnly: false,
      ...(context.client.compressors ? { compression: context.client.compressors } : {}),
      ...saslSupportedMechs(command, context.catalog),
      ok: 1,
    };
  };
}

/** What buildInfo reports, also the `buildinfo` of each start-up's local.startup_log document. */
export const buildInfoDocument = (): Document => ({
  version: SERVER_VERSION,
  versionArray: [7, 0, 0, 0],
  gitVersion: 'embedded',
  bits: 64,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ['embedded'],
  modules: [],
});

const buildInfo: CommandHandler = () => ({ ...buildInfoDocument(), ok: 1 });

export const handshakeCommands: Record<string, CommandHandler> = {
  hello: handshake(false),
  isMaster: handshake(true),
  ismaster: handshake(true),
  ping: () => ({ ok: 1 }),
  buildInfo,
  buildinfo: buildInfo,
  // No connection is ever authenticated (the store has no access control), so no users, roles or privileges;
  // showPrivileges adds the privileges' (empty) list, as connection_status.idl's optional field.
  connectionStatus: (command) => ({
    authInfo: { authenticatedUsers: [], authenticatedUserRoles: [], ...(isTrueOption(command.showPrivileges) ? { authenticatedUserPrivileges: [] } : {}) },
    ok: 1,
  }),
  // The client's address as mongod sees it (WhatsMyUriCmd: clientAddress with its port).
  whatsmyuri: (_command, context) => ({ you: `${context.client.host}:${context.client.port}`, ok: 1 }),
  // What a standalone mongod answers to rs.status() and to monitoring tools probing for a replica set.
  replSetGetStatus: () => {
    throw new MongoCommandError('NoReplicationEnabled', 'not running with --replSet');
  },
};
