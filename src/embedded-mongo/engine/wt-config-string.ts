import { MongoCommandError } from '../errors';

/**
 * A WiredTiger `configString` (of `storageEngine.wiredTiger` on a collection, an index or
 * `indexOptionDefaults`), checked as mongod 7.0's WiredTigerUtil::checkTableCreationOptions checks it: a
 * string (`14`), without NUL characters (`9`), never `type=lsm` (`6627201`), then WiredTiger's own
 * `wiredtiger_config_validate` against the schema of WT_SESSION::create. The store keeps and lists an
 * accepted string; none of the keys it accepts changes anything a client can observe (compression, page
 * splits, the OS cache, checksums).
 *
 * What the store refuses (`238`) rather than answer differently: every string WiredTiger would reject, since
 * mongod's message (`22: Invalid argument. [<seconds>:<microseconds>][<pid>:<thread>], …: <WiredTiger
 * function>, <source line>: …`) holds a time, a thread id and the WiredTiger build's source lines; and
 * every key whose schema differs between WiredTiger releases or is checked again when the table is created
 * (page and item sizes, formats, `encryption`, `lsm`, `tiered_storage`…), since which WiredTiger a 7.0 build
 * carries is not known here.
 */

type KeyCheck = (value: string | true) => boolean;

const SIZE_UNITS: Record<string, number> = { b: 1, k: 2 ** 10, m: 2 ** 20, g: 2 ** 30, t: 2 ** 40, p: 2 ** 50 };

/** WiredTiger's integer syntax: digits with an optional unit (`512B`, `10m`, `4KB`). */
function sizeOf(value: string | true): number | undefined {
  if (value === true) return undefined;
  const match = /^(\d{1,15})(?:([bkmgtp])b?)?$/i.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * SIZE_UNITS[(match[2] ?? 'b').toLowerCase()]!;
}

const integer =
  (min: number, max = Number.MAX_SAFE_INTEGER): KeyCheck =>
  (value) => {
    const size = sizeOf(value);
    return size !== undefined && size >= min && size <= max;
  };

/** A boolean: the key alone, `true`/`false`, or `0`/`1`. */
const boolean: KeyCheck = (value) => value === true || ['true', 'false', '0', '1'].includes(value);

const oneOf =
  (...choices: string[]): KeyCheck =>
  (value) =>
    value !== true && choices.includes(value);

/** The keys of WT_SESSION::create whose schema is the same in every WiredTiger release mongod 7.0 may carry. */
const KEYS: Record<string, KeyCheck> = {
  access_pattern_hint: oneOf('none', 'random', 'sequential'),
  // The compressors every mongod 7.0 build registers (`--wiredTigerCollectionBlockCompressor`'s choices).
  block_compressor: oneOf('none', 'snappy', 'zlib', 'zstd'),
  cache_resident: boolean,
  checksum: oneOf('on', 'off', 'uncompressed'),
  dictionary: integer(0),
  memory_page_max: integer(512, 10 * 2 ** 40),
  os_cache_dirty_max: integer(0),
  os_cache_max: integer(0),
  prefix_compression: boolean,
  prefix_compression_min: integer(0),
  split_pct: integer(50, 100),
};

const notSupported = (what: string) => new MongoCommandError('NotImplemented', `WiredTiger configString ${what} is not supported by the embedded store`);

/** `key=value` (or `key:value`, or a bare key) items separated by commas, each made of simple characters. */
function itemsOf(config: string): [string, string | true][] {
  return config
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const match = /^([a-z_]+)(?:\s*[=:]\s*([A-Za-z0-9_.-]*))?$/.exec(item);
      if (!match) throw notSupported(`item '${item}'`);
      return [match[1]!, match[2] ?? true];
    });
}

export function checkWiredTigerConfigString(value: unknown): void {
  if (typeof value !== 'string') throw new MongoCommandError('TypeMismatch', "'configString' must be a string.");
  if (value.includes('\u0000')) throw new MongoCommandError('FailedToParse', "malformed 'configString' value.");
  if (value.includes('type=lsm')) throw new MongoCommandError('Location6627201', "Configuration 'type=lsm' is not supported.");
  for (const [key, item] of itemsOf(value)) {
    const check = Object.hasOwn(KEYS, key) ? KEYS[key] : undefined;
    if (!check) throw notSupported(`key '${key}'`);
    if (!check(item)) throw notSupported(`value '${key}${item === true ? '' : `=${item}`}'`);
  }
}
