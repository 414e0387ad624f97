import { useEffect, useState, type Ref } from 'react';
import { AppLink } from '../../../components/links/app-link';
import styled from 'styled-components';
import { adminDashboard } from '../../../../content/admin';
import type { SubmissionDto } from '../../../../shared/admin-schema';
import type { LeadStatus } from '../../../../shared/lead-schema';
import { desktop } from '../../../styles/theme';
import { ActionButton, ActionLink } from '../shared/action-controls';
import { useGetLeadQuery } from './admin-api';
import { AttachmentList } from '../attachments/attachment-list';
import { mailtoHref, replyHref, telHref } from './contact-links';
import { definitionList } from '../shared/definition-list';
import { LeadNotes } from '../lead/lead-notes';
import { LeadThread } from '../lead/lead-thread';
import { StatusSelect } from '../lead/status-select';
import { WaitingBadge } from '../lead/waiting-badge';
import { LocalTime } from '../shared/local-time';
import { ModelPreviews } from '../model-preview/lazy-model-preview';
import { NotificationState } from './notification-state';

const Card = styled.article`
  display: grid;
  gap: 24px;
  padding: clamp(20px, 3vw, 36px);
  background: ${(p) => p.theme.color.white};
  border-top: 3px solid ${(p) => p.theme.color.ink};
`;

const Back = styled(AppLink)`
  justify-self: start;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.8125rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  ${desktop} {
    display: none;
  }
`;

const Heading = styled.h3`
  font-size: clamp(1.5rem, 3vw, 2.25rem);
  letter-spacing: -0.03em;
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
`;

const Meta = styled.dl`
  ${definitionList}
  gap: 8px 20px;
  padding: 16px 0;
  border-top: 1px solid ${(p) => p.theme.color.concrete};
  border-bottom: 1px solid ${(p) => p.theme.color.concrete};
  a {
    color: ${(p) => p.theme.color.ink};
    text-decoration-color: ${(p) => p.theme.color.accent};
    text-underline-offset: 3px;
  }
`;

const Message = styled.p`
  font-size: 1.0625rem;
  line-height: 1.7;
  /* The visitor's line breaks are kept as typed; the text is never parsed as HTML. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  & > :last-child {
    margin-left: auto;
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 16px;
  margin-top: 12px;
`;

const Badge = styled.span`
  padding: 2px 8px;
  border: 1px solid ${(p) => p.theme.color.stone};
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.6875rem;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.stone};
`;

const DELIVERY_POLL_MS = 3_000;

export interface ReadingPaneActions {
  onToggleRead: () => void;
  onToggleArchived: () => void;
  /** Absent for staff: only owners delete messages. */
  onDelete?: () => void;
  onStatusChange: (status: LeadStatus) => void;
}

/**
 * One lead in full: the spec's submission card (name, local date and time, mailto, tel, message), its
 * status and waiting time, actions, then what only the whole lead has (GET /api/admin/submissions/:id):
 * attachments, internal notes and the studio's replies with a reply form.
 */
export function ReadingPane({
  submission,
  backHref,
  headingRef,
  emailOn,
  onToggleRead,
  onToggleArchived,
  onDelete,
  onStatusChange,
}: { submission: SubmissionDto; backHref: string; headingRef?: Ref<HTMLHeadingElement>; emailOn: boolean } & ReadingPaneActions) {
  const tel = telHref(submission.phone_number);
  // While a reply is on its way, look again every few seconds so its delivery state follows.
  const [sending, setSending] = useState(false);
  const lead = useGetLeadQuery(submission.id, { pollingInterval: sending ? DELIVERY_POLL_MS : 0 }).data;
  const pending = lead?.thread.some((reply) => reply.delivery.state === 'pending') ?? false;
  useEffect(() => setSending(pending), [pending]);
  const { pane } = adminDashboard;
  return (
    <Card aria-labelledby={`message-${submission.id}`}>
      <Back to={backHref}>
        <span aria-hidden="true">← </span>
        {pane.back}
      </Back>
      <div>
        <Heading id={`message-${submission.id}`} ref={headingRef} tabIndex={-1}>
          {submission.name}
        </Heading>
        <Tags>
          <StatusSelect status={submission.status} onChange={onStatusChange} />
          {submission.waiting ? <WaitingBadge waiting={submission.waiting} /> : null}
          {submission.archived ? <Badge>{adminDashboard.filters.archived}</Badge> : null}
        </Tags>
      </div>
      <Meta>
        <dt>{pane.received}</dt>
        <dd>
          <LocalTime iso={submission.created_at} format="long" />
        </dd>
        <dt>{pane.email}</dt>
        <dd>
          <a href={mailtoHref(submission.email)}>{submission.email}</a>
        </dd>
        {tel ? (
          <>
            <dt>{pane.phone}</dt>
            <dd>
              <a href={tel}>{submission.phone_number}</a>
            </dd>
          </>
        ) : null}
        {submission.notification ? (
          <>
            <dt>{adminDashboard.notification.label}</dt>
            <dd>
              <NotificationState submissionId={submission.id} notification={submission.notification} />
            </dd>
          </>
        ) : null}
      </Meta>
      <Message>{submission.message}</Message>
      <AttachmentList attachments={submission.attachments} />
      <ModelPreviews attachments={submission.attachments} />
      <Actions>
        <ActionLink href={replyHref(submission.email)}>{pane.reply}</ActionLink>
        <ActionButton type="button" onClick={onToggleRead}>
          {submission.read ? pane.markUnread : pane.markRead}
        </ActionButton>
        <ActionButton type="button" onClick={onToggleArchived}>
          {submission.archived ? pane.unarchive : pane.archive}
        </ActionButton>
        {onDelete ? (
          <ActionButton type="button" $tone="danger" onClick={onDelete}>
            {pane.delete}
          </ActionButton>
        ) : null}
      </Actions>
      {lead ? (
        <>
          <LeadNotes leadId={submission.id} notes={lead.notes} />
          <LeadThread leadId={submission.id} name={submission.name} thread={lead.thread} emailOn={emailOn} />
        </>
      ) : null}
    </Card>
  );
}
