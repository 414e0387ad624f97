import { checkWiredTigerConfigString } from '../../src/embedded-mongo/engine/wt-config-string';
import { describeEmbedded, removeTempDirs, tempDir, withAppDb } from './target';

const refusal = (value: unknown) => {
  try {
    checkWiredTigerConfigString(value);
    return undefined;
  } catch (error) {
    return { code: (error as { code: number }).code, message: (error as Error).message };
  }
};

describe('WiredTiger configString as mongod 7.0 checks it', () => {
  test.each([
    '',
    'block_compressor=zstd',
    'block_compressor=snappy,prefix_compression=false,',
    ' split_pct=90 , os_cache_max=10MB,os_cache_dirty_max=0',
    'prefix_compression,cache_resident=true,checksum=uncompressed',
    'memory_page_max=10m,access_pattern_hint=sequential,dictionary=0,prefix_compression_min=4',
    'split_pct:100',
  ])('accepts %p', (value) => {
    expect(refusal(value)).toBeUndefined();
  });

  test.each([
    [42, 14, "'configString' must be a string."],
    ['split_pct=90\u0000', 9, "malformed 'configString' value."],
    ['block_compressor=zstd,type=lsm', 6627201, "Configuration 'type=lsm' is not supported."],
    ['xtype=lsm', 6627201, "Configuration 'type=lsm' is not supported."],
  ])('%p is mongod error %p', (value, code, message) => {
    expect(refusal(value)).toEqual({ code, message });
  });

  test.each([
    ['leaf_page_max=64KB', "WiredTiger configString key 'leaf_page_max' is not supported by the embedded store"],
    ['constructor', "WiredTiger configString key 'constructor' is not supported by the embedded store"],
    ['nonsense=1', "WiredTiger configString key 'nonsense' is not supported by the embedded store"],
    ['split_pct=20', "WiredTiger configString value 'split_pct=20' is not supported by the embedded store"],
    ['block_compressor=lz4', "WiredTiger configString value 'block_compressor=lz4' is not supported by the embedded store"],
    ['prefix_compression=2', "WiredTiger configString value 'prefix_compression=2' is not supported by the embedded store"],
    ['block_compressor=', "WiredTiger configString value 'block_compressor=' is not supported by the embedded store"],
    ['checksum=unencrypted', "WiredTiger configString value 'checksum=unencrypted' is not supported by the embedded store"],
    ['app_metadata=(a=1)', "WiredTiger configString item 'app_metadata=(a=1)' is not supported by the embedded store"],
    ['block_compressor="zstd"', `WiredTiger configString item 'block_compressor="zstd"' is not supported by the embedded store`],
  ])('%p is refused with 238', (value, message) => {
    expect(refusal(value)).toEqual({ code: 238, message });
  });
});

describeEmbedded('a WiredTiger configString through the store', () => {
  afterAll(removeTempDirs);

  test('is kept on the collection, its index defaults and an index, listed as given, and survives a restart', async () => {
    const dbPath = tempDir();
    const storageEngine = { wiredTiger: { configString: 'block_compressor=zstd,prefix_compression=false' } };
    const indexEngine = { wiredTiger: { configString: 'block_compressor=zlib,split_pct=80' } };
    await withAppDb(dbPath, async (db) => {
      await db.createCollection('wt', { storageEngine, indexOptionDefaults: { storageEngine: indexEngine } });
      await db.collection('wt').createIndex({ a: 1 }, { storageEngine: indexEngine });
      await expect(db.createCollection('wt_bad', { storageEngine: { wiredTiger: { configString: 'type=lsm' } } })).rejects.toMatchObject({ code: 6627201 });
    });
    await withAppDb(dbPath, async (db) => {
      const [info] = await db.listCollections({ name: 'wt' }).toArray();
      expect((info as { options: unknown }).options).toEqual({ storageEngine, indexOptionDefaults: { storageEngine: indexEngine } });
      expect((await db.collection('wt').indexes()).find((index) => index.name === 'a_1')).toEqual({ v: 2, key: { a: 1 }, name: 'a_1', storageEngine: indexEngine });
      expect(await db.listCollections({ name: 'wt_bad' }).toArray()).toEqual([]);
    });
  });
});
