import { DUE_SOON_AFTER_MS, OVERDUE_AFTER_MS, type Waiting } from '../../shared/lead-schema';
import { leadStatusOf } from './lead-filters';

const MINUTE_MS = 60_000;

/**
 * The 24-hour promise for one lead at `now`: how long it has waited for a first answer, in whole
 * minutes (the inbox shows no finer: an inbox loaded twice within a minute holds the same data, so its
 * render is remembered, render-memo.ts), and whether that is due soon (past 20 h) or overdue (past
 * 24 h). null once it is answered (moved past `new`) or archived.
 */
export function waitingFor(doc: { created_at: Date; archived?: boolean | null; status?: string | null }, now: number): Waiting | null {
  if (doc.archived || leadStatusOf(doc) !== 'new') return null;
  const ms = Math.max(0, Math.floor((now - new Date(doc.created_at).getTime()) / MINUTE_MS) * MINUTE_MS);
  return { ms, mark: ms > OVERDUE_AFTER_MS ? 'overdue' : ms > DUE_SOON_AFTER_MS ? 'due-soon' : 'waiting' };
}
