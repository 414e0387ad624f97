import { AppLink } from '../../../components/links/app-link';
import styled from 'styled-components';
import { adminDashboard } from '../../../../content/admin';
import { SUBMISSION_VIEWS } from '../../../../shared/admin-schema';
import { inboxHref, type InboxView } from './inbox-href';

const Nav = styled.nav`
  ul {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Tab = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 14px;
  border-bottom: 2px solid transparent;
  color: ${(p) => p.theme.color.stone};
  font-size: 0.9375rem;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${(p) => p.theme.color.ink};
  }
  &[aria-current='page'] {
    color: ${(p) => p.theme.color.ink};
    border-bottom-color: ${(p) => p.theme.color.accent};
  }
`;

export const Count = styled.span`
  min-width: 24px;
  padding: 1px 7px;
  border-radius: 999px;
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.paper};
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  text-align: center;
`;

/** Inbox / Unread (with the unread count) / Archived, as links that keep the search and reset the page. */
export function InboxFilters({ view, unread }: { view: InboxView; unread: number | undefined }) {
  return (
    <Nav aria-label={adminDashboard.filters.label}>
      <ul>
        {SUBMISSION_VIEWS.map((name) => (
          <li key={name}>
            <Tab to={inboxHref({ ...view, view: name, page: 1 })} aria-current={view.view === name ? 'page' : undefined}>
              {adminDashboard.filters[name]}
              {name === 'unread' && unread ? <Count>{unread}</Count> : null}
            </Tab>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
