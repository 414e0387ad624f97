import type { NoteDto } from '../../shared/lead-schema';
import type { Database } from '../db/database';
import { ObjectId } from '../db/driver';

/** Appends an internal note (so notes stay oldest first); undefined when there is no such lead. */
export async function addNote(db: Database, id: string, note: { text: string; author: string; at: Date }): Promise<NoteDto | undefined> {
  const _id = new ObjectId();
  const result = await db.models.ContactSubmission.updateOne({ _id: id }, { $push: { notes: { _id, ...note } } });
  if (result.matchedCount !== 1) return undefined;
  return { id: _id.toHexString(), text: note.text, author: note.author, at: note.at.toISOString() };
}
