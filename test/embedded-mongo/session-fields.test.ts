import { Binary, type Document, Int32, Long, UUID } from 'mongodb';
import { rawCommand } from './raw-op-msg';
import { startTarget, type Target } from './target';

/**
 * A command's session fields as a standalone mongod 7.0 checks them (initializeOperationSessionInfo, the IDL of
 * OperationSessionInfoFromClient). Sent over a raw socket: a driver replaces `lsid` with a session of its own.
 */

let target: Target;

beforeAll(async () => {
  target = await startTarget();
});

afterAll(async () => {
  await target?.stop();
});

const lsid = () => ({ id: new UUID() });
const find = (fields: Document) => rawCommand(target.uri, { find: 'session_fields', filter: {}, ...fields, $db: target.dbName });
const failure = (code: number, errmsg: string) => expect.objectContaining({ ok: 0, code, errmsg });

describe('session fields of a command (standalone)', () => {
  test('a well-formed lsid is taken', async () => {
    expect(await find({ lsid: lsid() })).toMatchObject({ ok: 1 });
  });

  test('an lsid that is not a document, lacks its id, has an unknown field or a non-UUID id is refused by the IDL parser', async () => {
    expect(await find({ lsid: 5 })).toEqual(failure(14, "BSON field 'OperationSessionInfo.lsid' is the wrong type 'int', expected type 'object'"));
    expect(await find({ lsid: {} })).toEqual(failure(40414, "BSON field 'OperationSessionInfo.lsid.id' is missing but a required field"));
    expect(await find({ lsid: { id: new UUID(), x: 1 } })).toEqual(failure(40415, "BSON field 'OperationSessionInfo.lsid.x' is an unknown field."));
    expect(await find({ lsid: { id: 'abc' } })).toEqual(failure(14, "BSON field 'OperationSessionInfo.lsid.id' is the wrong type 'string', expected type 'binData'"));
    expect(await find({ lsid: { id: new Binary(Buffer.alloc(16), 0) } })).toEqual(
      failure(14, "BSON field 'OperationSessionInfo.lsid.id' is the wrong binData type 'general', expected type 'UUID'"),
    );
  });

  test('a transaction number needs a session, is a long, and then needs a replica set', async () => {
    expect(await find({ txnNumber: new Long(1) })).toEqual(failure(72, 'Transaction number requires a session ID to also be specified'));
    expect(await find({ lsid: lsid(), txnNumber: new Int32(1) })).toEqual(
      failure(14, "BSON field 'OperationSessionInfo.txnNumber' is the wrong type 'int', expected type 'long'"),
    );
    expect(await find({ lsid: lsid(), txnNumber: new Long(1) })).toEqual(failure(20, 'Transaction numbers are only allowed on a replica set member or mongos'));
    expect(await find({ lsid: lsid(), txnNumber: new Long(1), autocommit: false, startTransaction: true })).toEqual(
      failure(20, 'Transaction numbers are only allowed on a replica set member or mongos'),
    );
  });

  test('autocommit without a transaction number, and startTransaction without autocommit, are InvalidOptions', async () => {
    expect(await find({ lsid: lsid(), autocommit: false })).toEqual(failure(72, "'autocommit' field requires a transaction number to also be specified"));
    expect(await find({ lsid: lsid(), startTransaction: true })).toEqual(
      failure(72, "'startTransaction' field requires 'autocommit' field to also be specified"),
    );
    expect(await find({ lsid: lsid(), autocommit: 0 })).toEqual(failure(14, "BSON field 'OperationSessionInfo.autocommit' is the wrong type 'int', expected type 'bool'"));
  });
});
