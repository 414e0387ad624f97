import type { Response } from 'express';
import type { SubmissionDto } from '../../shared/admin-schema';
import type { Database } from '../db/database';
import { csvRow } from './csv';
import { NEWEST_FIRST, toSubmissionDto } from './submissions-service';

const COLUMNS = ['id', 'created_at', 'name', 'email', 'phone_number', 'message', 'read', 'archived'] as const satisfies readonly (keyof SubmissionDto)[];

/** A byte-order mark so spreadsheet apps read the file as UTF-8 (names and messages are not ASCII-only). */
const UTF8_BOM = '\uFEFF';

/** Waits for the socket to take more, or for the client to go away (then the loop stops). */
function drainOrClose(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

export function exportFileName(now = new Date()): string {
  return `stratum-submissions-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * Streams every message, archived ones included, newest first, as CSV. A cursor keeps memory flat
 * however large the inbox grows; backpressure is respected.
 */
export async function streamSubmissionsCsv(db: Database, res: Response): Promise<void> {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${exportFileName()}"`);
  res.write(UTF8_BOM + csvRow(COLUMNS));
  const cursor = db.models.ContactSubmission.find().sort(NEWEST_FIRST).lean().cursor();
  try {
    for await (const doc of cursor) {
      if (res.destroyed) return;
      const submission = toSubmissionDto(doc);
      if (!res.write(csvRow(COLUMNS.map((column) => submission[column])))) await drainOrClose(res);
    }
  } finally {
    await cursor.close();
  }
  res.end();
}
