import type { AuditAction, AuditEntryDto, AuditPage } from '../../shared/accounts-schema';
import type { Database } from '../db/database';
import type { Db, ObjectId } from '../db/driver';
import type { Logger } from '../logger';

export const AUDIT_LOG = 'audit_log';
export const AUDIT_PAGE_SIZE = 50;

/** One thing someone did: who (the account's e-mail, or what was typed at a failed sign-in), to what, from where. */
export interface AuditEntry {
  _id?: ObjectId;
  at: Date;
  actor: string;
  action: AuditAction;
  target: string | null;
  ip: string | null;
}

function auditLog(db: Db) {
  return db.collection<AuditEntry>(AUDIT_LOG);
}

export async function ensureAuditIndexes(db: Db): Promise<void> {
  await auditLog(db).createIndex({ at: -1, _id: -1 });
}

export interface AuditEvent {
  actor: string;
  action: AuditAction;
  target?: string | null;
  ip?: string | null;
}

/**
 * Appends an entry to the audit log. Never throws: the action it records has already happened, and a
 * failed write must not turn it into an error for the user; it is logged instead.
 */
export async function recordAudit(db: Database, event: AuditEvent, logger?: Logger, now: () => number = Date.now): Promise<void> {
  try {
    await auditLog(db.native).insertOne({ at: new Date(now()), actor: event.actor, action: event.action, target: event.target ?? null, ip: event.ip ?? null });
  } catch (error) {
    logger?.warn({ action: event.action, error: String(error) }, 'could not write the audit log');
  }
}

function toDto(entry: AuditEntry): AuditEntryDto {
  return { id: String(entry._id), at: entry.at.toISOString(), actor: entry.actor, action: entry.action, target: entry.target, ip: entry.ip };
}

/** One page of the log, newest first. */
export async function auditPage(db: Database, page: number, pageSize = AUDIT_PAGE_SIZE): Promise<AuditPage> {
  const log = auditLog(db.native);
  const [total, entries] = await Promise.all([
    log.countDocuments(),
    log
      .find()
      .sort({ at: -1, _id: -1 })
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .toArray(),
  ]);
  return { data: entries.map(toDto), page, pages: Math.max(1, Math.ceil(total / pageSize)), total };
}
