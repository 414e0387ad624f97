import { adminDashboard } from '../../../../content/admin';
import { NOTE_MAX, type NoteDto } from '../../../../shared/lead-schema';
import { useAddNoteMutation } from '../inbox/admin-api';
import { LocalTime } from '../shared/local-time';
import { Composer } from './composer';
import { LogEmpty, LogEntry, LogSection } from './lead-log';

/** Internal notes, oldest first, each with its author and time, and a box to add one. */
export function LeadNotes({ leadId, notes }: { leadId: string; notes: NoteDto[] }) {
  const [addNote] = useAddNoteMutation();
  const texts = adminDashboard.notes;
  return (
    <LogSection aria-labelledby={`notes-${leadId}`} data-testid="lead-notes">
      <h4 id={`notes-${leadId}`}>{texts.heading}</h4>
      {notes.length === 0 ? (
        <LogEmpty>{texts.empty}</LogEmpty>
      ) : (
        <ol>
          {notes.map((note) => (
            <LogEntry key={note.id}>
              <p>{note.text}</p>
              <small>
                <span>{note.author}</span>
                <LocalTime iso={note.at} />
              </small>
            </LogEntry>
          ))}
        </ol>
      )}
      <Composer
        label={texts.label}
        hint={texts.hint}
        submit={texts.add}
        busy={texts.adding}
        maxLength={NOTE_MAX}
        onSubmit={async (text) => !('error' in (await addNote({ id: leadId, text })))}
      />
    </LogSection>
  );
}
