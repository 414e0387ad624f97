import { Long } from 'bson';
import os from 'node:os';
import type { Catalog } from '../engine/catalog';
import type { ListeningOptions } from './context';
import { buildInfoDocument } from './handshake';
import { parsedOptions } from './server-parameters';

export const STARTUP_LOG_NS = 'local.startup_log';

/** ctime's `Thu Nov  6 10:54:18` in local time, then `.mmm` (time_support.cpp's dateToCtimeString). */
function ctimeWithMillis(date: Date): string {
  const day = date.toLocaleString('en-US', { weekday: 'short' });
  const month = date.toLocaleString('en-US', { month: 'short' });
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
  return `${day} ${month} ${String(date.getDate()).padStart(2, ' ')} ${time}`;
}

/**
 * mongod_main.cpp's logStartup: every start-up appends a document to local.startup_log, a capped collection of
 * 10 MB created the first time. `startTime` has whole seconds (appendTimeT); `cmdLine` and `buildinfo` are what
 * getCmdLineOpts' `parsed` and buildInfo answer. The caller makes the write durable.
 */
export function writeStartupLog(catalog: Catalog, listening: ListeningOptions, now = new Date()): void {
  const collection = catalog.get(STARTUP_LOG_NS) ?? catalog.createCollection(STARTUP_LOG_NS, { capped: true, size: 10 * 1024 * 1024 });
  catalog.insert(collection, {
    _id: `${os.hostname()}-${now.getTime()}`,
    hostname: os.hostname(),
    startTime: new Date(Math.floor(now.getTime() / 1000) * 1000),
    startTimeLocal: ctimeWithMillis(now),
    cmdLine: parsedOptions(listening),
    pid: Long.fromNumber(process.pid),
    buildinfo: buildInfoDocument(),
  });
}
