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

  describe('a cursor belongs to the session that opened it (getmore_cmd.cpp validateLSID)', () => {
    // SHA-256 of no user name: the uid of every session without authentication.
    const NO_USER = '47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';
    const described = (session: { id: UUID }) => `${session.id.toHexString()} - ${NO_USER} -  - `;
    const command = (body: Document) => rawCommand(target.uri, { ...body, $db: target.dbName });
    const open = async (fields: Document) => {
      await command({ insert: 'session_cursors', documents: [{ _id: 1 }, { _id: 2 }, { _id: 3 }, { _id: 4 }] });
      const reply = await command({ find: 'session_cursors', filter: {}, batchSize: 1, ...fields });
      return reply.cursor.id as Long;
    };
    const more = (id: Long, fields: Document) => command({ getMore: id, collection: 'session_cursors', batchSize: 1, ...fields });

    afterEach(async () => {
      await command({ drop: 'session_cursors' });
    });

    test('a getMore in the same session is served; in another, or in none, it is refused', async () => {
      const session = lsid();
      const id = await open({ lsid: session });
      expect(await more(id, { lsid: { id: session.id } })).toMatchObject({ ok: 1, cursor: { nextBatch: [{ _id: 2 }] } });
      const other = lsid();
      expect(await more(id, { lsid: other })).toEqual(
        failure(50738, `Cannot run getMore on cursor ${id.toString()}, which was created in session ${described(session)}, in session ${described(other)}`),
      );
      expect(await more(id, {})).toEqual(failure(50737, `Cannot run getMore on cursor ${id.toString()}, which was created in session ${described(session)}, without an lsid`));
      expect(await more(id, { lsid: session })).toMatchObject({ ok: 1, cursor: { nextBatch: [{ _id: 3 }] } });
    });

    test('killSessions kills the cursors of the listed sessions, and only those', async () => {
      const [first, second] = [lsid(), lsid()];
      const killed = await open({ lsid: first });
      const kept = await command({ find: 'session_cursors', filter: {}, batchSize: 1, lsid: second });
      const outside = await command({ find: 'session_cursors', filter: {}, batchSize: 1 });
      expect(await command({ killSessions: [first] })).toEqual({ ok: 1 });
      expect(await more(killed, { lsid: first })).toEqual(failure(43, `cursor id ${killed.toString()} not found`));
      expect(await more(kept.cursor.id as Long, { lsid: second })).toMatchObject({ ok: 1 });
      expect(await more(outside.cursor.id as Long, {})).toMatchObject({ ok: 1 });
    });

    test("$currentOp lists an idle cursor's session as mongod names it: its id and the digest of no user", async () => {
      const session = lsid();
      const id = await open({ lsid: session });
      const reply = await rawCommand(target.uri, { aggregate: 1, pipeline: [{ $currentOp: { idleCursors: true } }, { $match: { 'cursor.cursorId': id } }], cursor: {}, $db: 'admin' });
      const [entry] = reply.cursor.firstBatch as Document[];
      expect(Object.keys(entry!).slice(0, 4)).toEqual(['type', 'host', 'ns', 'lsid']);
      expect(Buffer.from(entry!.lsid.id.buffer).toString('hex')).toBe(session.id.toHexString(false));
      expect(Buffer.from(entry!.lsid.uid.buffer).toString('base64')).toBe(NO_USER);
    });

    test('a getMore in a session on a cursor opened outside any session is refused', async () => {
      const id = await open({});
      const session = lsid();
      expect(await more(id, { lsid: session })).toEqual(
        failure(50736, `Cannot run getMore on cursor ${id.toString()}, which was not created in a session, in session ${described(session)}`),
      );
      expect(await more(id, {})).toMatchObject({ ok: 1, cursor: { nextBatch: [{ _id: 2 }] } });
    });
  });
});
