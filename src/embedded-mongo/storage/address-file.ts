import fs from 'node:fs';
import path from 'node:path';
import { lockHeld } from './lock-file';

/** `dbPath/embedded.json`: how other tools (admin:create, backups, mongosh) reach the store running on a folder. */
export const ADDRESS_FILE = 'embedded.json';

export interface StoreAddress {
  uri: string;
  host: string;
  port: number;
  pid: number;
}

/** Written atomically (temp file + rename) once the store listens, so a reader never sees half a file. */
export function writeAddress(dbPath: string, address: StoreAddress): void {
  const file = path.join(dbPath, ADDRESS_FILE);
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(address, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

export function removeAddress(dbPath: string): void {
  fs.rmSync(path.join(dbPath, ADDRESS_FILE), { force: true });
}

function readAddress(dbPath: string): StoreAddress | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(dbPath, ADDRESS_FILE), 'utf8')) as Partial<StoreAddress>;
    return typeof parsed.uri === 'string' ? (parsed as StoreAddress) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The URI of the store currently running on `dbPath`, or undefined when none is. The address file alone
 * could be left over from a crash, so the folder lock must also be held by a live process: a store removes
 * the old file as soon as it takes the lock and writes its own once it listens.
 */
export async function findRunningEmbeddedStore(dbPath: string): Promise<string | undefined> {
  if (!fs.existsSync(dbPath)) return undefined;
  const address = readAddress(dbPath);
  if (!address) return undefined;
  return (await lockHeld(dbPath)) ? address.uri : undefined;
}
