import styled from 'styled-components';
import { AppLink } from '../../../components/links/app-link';
import { visuallyHidden } from '../../../styles/visually-hidden';
import { adminDashboard } from '../../../../content/admin';
import type { SubmissionDto } from '../../../../shared/admin-schema';
import { adminModelsInList } from '../../../../content/admin-models';
import { inboxHref, type InboxView } from './inbox-href';
import { largestModelSize } from '../model-preview/largest-model';
import { waitingBadgeStyle, waitingText } from '../lead/waiting-badge';
import { LocalTime } from '../shared/local-time';

/**
 * No styled element per row: the rows are plain links styled from the list (`& > li > a`), their
 * parts plain elements, their read and selected states attributes. A styled element costs about four
 * times a plain one to render (theme lookups, CSS string, class name), on the server and again in
 * hydration, and the rows are most of the inbox page's elements: styled from here, their CSS is built
 * once per page instead of once per row.
 */
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${(p) => p.theme.color.ink};
  & > li > a {
    position: relative;
    display: grid;
    grid-template-columns: 14px minmax(0, 1fr) auto;
    column-gap: 10px;
    row-gap: 4px;
    padding: 18px 16px 18px 12px;
    border-bottom: 1px solid ${(p) => p.theme.color.concrete};
    border-left: 3px solid transparent;
    color: ${(p) => p.theme.color.ink};
    text-decoration: none;
    transition: background-color 0.15s;
    &:hover {
      background: ${(p) => p.theme.color.paperDeep};
    }
    &:focus-visible {
      outline-offset: -3px;
    }
    &[aria-current='true'],
    &[aria-current='true']:hover {
      background: ${(p) => p.theme.color.white};
      border-left-color: ${(p) => p.theme.color.accent};
    }
    & > [data-part='dot'] {
      width: 8px;
      height: 8px;
      margin-top: 8px;
      border-radius: 50%;
    }
    &[data-unread] > [data-part='dot'] {
      background: ${(p) => p.theme.color.accent};
    }
    & > [data-part='name'] {
      overflow: hidden;
      font-family: ${(p) => p.theme.font.display};
      font-size: 1.0625rem;
      font-weight: 500;
      letter-spacing: -0.01em;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    &[data-unread] > [data-part='name'] {
      font-weight: 700;
    }
    & [data-part='unread-label'] {
      ${visuallyHidden}
    }
    & > [data-part='when'] {
      padding-top: 3px;
      font-family: ${(p) => p.theme.font.mono};
      font-size: 0.75rem;
      color: ${(p) => p.theme.color.stone};
      white-space: nowrap;
    }
    & > [data-part='detail'] {
      grid-column: 2 / -1;
      overflow: hidden;
      color: ${(p) => p.theme.color.stone};
      font-size: 0.875rem;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    & > [data-part='model'] {
      grid-column: 2 / -1;
      justify-self: start;
      padding: 1px 6px;
      border: 1px solid ${(p) => p.theme.color.stone};
      font-family: ${(p) => p.theme.font.mono};
      font-size: 0.75rem;
      color: ${(p) => p.theme.color.inkSoft};
      & > span {
        ${visuallyHidden}
      }
    }
    & > [data-part='tags'] {
      grid-column: 2 / -1;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 8px;
      font-family: ${(p) => p.theme.font.mono};
      font-size: 0.6875rem;
      letter-spacing: 0.08em;
      text-transform: uppercase;
      color: ${(p) => p.theme.color.stone};
    }
    & [data-part='waiting'] {
      ${waitingBadgeStyle}
      text-transform: none;
    }
    & > [data-part='preview'] {
      grid-column: 2 / -1;
      display: -webkit-box;
      overflow: hidden;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      color: ${(p) => p.theme.color.inkSoft};
      font-size: 0.9375rem;
      line-height: 1.5;
      overflow-wrap: anywhere;
    }
  }
`;

/** The size of the message's largest measured 3D model, e.g. `1.20 × 0.80 × 2.10 m`. */
function ModelBadge({ attachments }: Pick<SubmissionDto, 'attachments'>) {
  const size = largestModelSize(attachments);
  return size ? (
    <span data-part="model">
      <span>{adminModelsInList.badgePrefix}</span>
      {size}
    </span>
  ) : null;
}

/** The message list: one link per message (name, time, address, status and waiting time, a two-line preview). */
export function SubmissionList({ submissions, view, selectedId }: { submissions: SubmissionDto[]; view: InboxView; selectedId: string | null }) {
  return (
    <List aria-label={adminDashboard.list.label}>
      {submissions.map((submission) => {
        const selected = submission.id === selectedId;
        return (
          <li key={submission.id}>
            <AppLink to={inboxHref(view, submission.id)} aria-current={selected ? 'true' : undefined} data-unread={submission.read ? undefined : ''}>
              <span data-part="dot" aria-hidden="true" />
              <strong data-part="name">
                {!submission.read ? <span data-part="unread-label">{adminDashboard.list.unread}: </span> : null}
                {submission.name}
              </strong>
              <span data-part="when">
                <LocalTime iso={submission.created_at} />
              </span>
              <span data-part="detail">{submission.email}</span>
              <span data-part="tags">
                {adminDashboard.statuses[submission.status]}
                {submission.waiting ? (
                  <span data-part="waiting" data-mark={submission.waiting.mark} data-testid="waiting">
                    {waitingText(submission.waiting)}
                  </span>
                ) : null}
              </span>
              <span data-part="preview">{submission.message}</span>
              <ModelBadge attachments={submission.attachments} />
            </AppLink>
          </li>
        );
      })}
    </List>
  );
}
