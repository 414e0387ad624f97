import { MongoClient } from 'mongodb';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ADDRESS_FILE, findRunningEmbeddedStore, startEmbeddedMongo } from '../../src/embedded-mongo';
import { spawnStore } from './child-store';
import { describeEmbedded, removeTempDirs, tempDir } from './target';

const quiet = () => undefined;

describeEmbedded('embedded store folder lock and address file', () => {
  afterAll(removeTempDirs);

  test('restarted at once after kill -9 on the same folder it starts, with the data intact', async () => {
    const dbPath = tempDir();
    const store = spawnStore(dbPath);
    const uri = await store.ready;
    expect(await findRunningEmbeddedStore(dbPath)).toBe(uri);
    const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 2000 });
    await client.db('app').collection('items').insertMany([{ n: 1 }, { n: 2 }]);
    await client.close(true);
    store.child.kill('SIGKILL');
    expect((await store.exited).signal).toBe('SIGKILL');
    // The address file of the dead store is still there, but nobody holds the lock any more.
    expect(fs.existsSync(path.join(dbPath, ADDRESS_FILE))).toBe(true);
    expect(fs.existsSync(path.join(dbPath, 'embedded.sock'))).toBe(true);
    expect(await findRunningEmbeddedStore(dbPath)).toBeUndefined();

    const mongo = await startEmbeddedMongo({ dbPath, logger: quiet });
    try {
      expect(await findRunningEmbeddedStore(dbPath)).toBe(mongo.uri);
      const reopened = await MongoClient.connect(mongo.uri, { serverSelectionTimeoutMS: 2000 });
      const docs = await reopened.db('app').collection('items').find({}, { projection: { _id: 0 } }).sort({ n: 1 }).toArray();
      expect(docs).toEqual([{ n: 1 }, { n: 2 }]);
      await reopened.close();
    } finally {
      await mongo.stop();
    }
    expect(fs.existsSync(path.join(dbPath, ADDRESS_FILE))).toBe(false);
    expect(await findRunningEmbeddedStore(dbPath)).toBeUndefined();
  });

  test.each([
    ['our own pid (a container restarted as PID 1)', () => process.pid],
    ['a live unrelated process', () => process.ppid],
  ])('a leftover pid lock file naming %s does not stop a start', async (_name, pid) => {
    const dbPath = tempDir();
    fs.writeFileSync(path.join(dbPath, 'mongod.lock'), String(pid()));
    const mongo = await startEmbeddedMongo({ dbPath, logger: quiet });
    await mongo.stop();
    expect(fs.existsSync(path.join(dbPath, 'mongod.lock'))).toBe(false);
  });

  test('a second live store on the folder is refused, in another process or in this one', async () => {
    const dbPath = tempDir();
    const first = spawnStore(dbPath);
    const uri = await first.ready;
    try {
      await expect(startEmbeddedMongo({ dbPath, logger: quiet })).rejects.toThrow(
        `The data folder ${path.resolve(dbPath)} is already in use by another embedded MongoDB`,
      );
      // The refused start must not have removed the running store's address.
      expect(await findRunningEmbeddedStore(dbPath)).toBe(uri);
    } finally {
      first.child.kill('SIGKILL');
      await first.exited;
    }
    const mongo = await startEmbeddedMongo({ dbPath, logger: quiet });
    try {
      await expect(startEmbeddedMongo({ dbPath: path.join(dbPath, '.'), logger: quiet })).rejects.toThrow(/already in use/);
    } finally {
      await mongo.stop();
    }
  });

  test('a holder seen only through the socket file (another container on the same volume) is respected', async () => {
    const dbPath = tempDir();
    // A process in another network namespace cannot see our abstract name, only the file in the folder.
    const other = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => other.listen(path.join(dbPath, 'embedded.sock'), resolve));
    try {
      await expect(startEmbeddedMongo({ dbPath, logger: quiet })).rejects.toThrow(/already in use/);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
    // Once that holder is gone its file is stale (nobody answers) and the store takes the folder.
    fs.closeSync(fs.openSync(path.join(dbPath, 'embedded.sock'), 'a'));
    const mongo = await startEmbeddedMongo({ dbPath, logger: quiet });
    await mongo.stop();
    expect(fs.existsSync(path.join(dbPath, 'embedded.sock'))).toBe(false);
  });

  test('findRunningEmbeddedStore answers undefined for a folder that does not exist', async () => {
    expect(await findRunningEmbeddedStore(path.join(tempDir(), 'missing'))).toBeUndefined();
  });
});
