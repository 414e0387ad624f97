import { adminDashboard } from '../../../../content/admin';
import { REPLY_MAX, type ThreadEntryDto } from '../../../../shared/lead-schema';
import { useAddReplyMutation } from '../inbox/admin-api';
import { LocalTime } from '../shared/local-time';
import { Composer } from './composer';
import { describeDelivery } from './delivery-text';
import { LogEmpty, LogEntry, LogSection } from './lead-log';

/** The studio's replies with each one's delivery, and the reply form (or why there is none: e-mail is off). */
export function LeadThread({ leadId, name, thread, emailOn }: { leadId: string; name: string; thread: ThreadEntryDto[]; emailOn: boolean }) {
  const [addReply] = useAddReplyMutation();
  const texts = adminDashboard.replies;
  return (
    <LogSection aria-labelledby={`replies-${leadId}`} data-testid="lead-thread">
      <h4 id={`replies-${leadId}`}>{texts.heading}</h4>
      {thread.length === 0 ? (
        <LogEmpty>{texts.empty}</LogEmpty>
      ) : (
        <ol>
          {thread.map((reply) => (
            <LogEntry key={reply.id} data-kind="reply">
              <p>{reply.body}</p>
              <small>
                <span>{reply.author}</span>
                <LocalTime iso={reply.at} />
                <span data-state={reply.delivery.state} data-testid="delivery">
                  {describeDelivery(reply.delivery, texts.delivery)}
                </span>
              </small>
            </LogEntry>
          ))}
        </ol>
      )}
      {emailOn ? (
        <Composer
          label={texts.label(name)}
          hint={texts.hint}
          submit={texts.send}
          busy={texts.sending}
          maxLength={REPLY_MAX}
          onSubmit={async (body) => !('error' in (await addReply({ id: leadId, body })))}
        />
      ) : (
        <LogEmpty>{texts.emailOff}</LogEmpty>
      )}
    </LogSection>
  );
}
