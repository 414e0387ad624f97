import styled, { css } from 'styled-components';
import { AppLink } from '../../components/links/app-link';
import { adminDashboard } from '../../../content/admin';
import type { SubmissionDto } from '../../../shared/admin-schema';
import { VisuallyHidden } from './action-controls';
import { inboxHref, type InboxView } from './inbox-href';
import { LocalTime } from './local-time';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${(p) => p.theme.color.ink};
`;

const Item = styled(AppLink)<{ $selected: boolean; $unread: boolean }>`
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
  ${(p) =>
    p.$selected &&
    css`
      background: ${p.theme.color.white};
      border-left-color: ${p.theme.color.accent};
      &:hover {
        background: ${p.theme.color.white};
      }
    `}
  ${(p) =>
    !p.$unread &&
    css`
      & > strong {
        font-weight: 500;
      }
    `}
`;

const Dot = styled.span<{ $on: boolean }>`
  width: 8px;
  height: 8px;
  margin-top: 8px;
  border-radius: 50%;
  background: ${(p) => (p.$on ? p.theme.color.accent : 'transparent')};
`;

const Name = styled.strong`
  overflow: hidden;
  font-family: ${(p) => p.theme.font.display};
  font-size: 1.0625rem;
  font-weight: 700;
  letter-spacing: -0.01em;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const When = styled.span`
  padding-top: 3px;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  color: ${(p) => p.theme.color.stone};
  white-space: nowrap;
`;

const Detail = styled.span`
  grid-column: 2 / -1;
  overflow: hidden;
  color: ${(p) => p.theme.color.stone};
  font-size: 0.875rem;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Preview = styled.span`
  grid-column: 2 / -1;
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  color: ${(p) => p.theme.color.inkSoft};
  font-size: 0.9375rem;
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

/** The message list: one link per message (name, time, address, a two-line preview). */
export function SubmissionList({ submissions, view, selectedId }: { submissions: SubmissionDto[]; view: InboxView; selectedId: string | null }) {
  return (
    <List aria-label={adminDashboard.list.label}>
      {submissions.map((submission) => {
        const selected = submission.id === selectedId;
        return (
          <li key={submission.id}>
            <Item to={inboxHref(view, submission.id)} $selected={selected} $unread={!submission.read} aria-current={selected ? 'true' : undefined}>
              <Dot $on={!submission.read} aria-hidden="true" />
              <Name>
                {!submission.read ? <VisuallyHidden>{adminDashboard.list.unread}: </VisuallyHidden> : null}
                {submission.name}
              </Name>
              <When>
                <LocalTime iso={submission.created_at} />
              </When>
              <Detail>{submission.email}</Detail>
              <Preview>{submission.message}</Preview>
            </Item>
          </li>
        );
      })}
    </List>
  );
}
