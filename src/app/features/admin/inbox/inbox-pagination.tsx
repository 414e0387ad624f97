import { AppLink } from '../../../components/links/app-link';
import styled from 'styled-components';
import { adminDashboard } from '../../../../content/admin';
import { inboxHref, type InboxView } from './inbox-href';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 0;
  font-size: 0.875rem;
`;

const Status = styled.span`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.08em;
  color: ${(p) => p.theme.color.stone};
`;

const PageLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 10px 14px;
  border: 1px solid ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.ink};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${(p) => p.theme.color.ink};
    color: ${(p) => p.theme.color.paper};
  }
`;

const Placeholder = styled.span`
  min-width: 90px;
`;

/** Previous / Page n of m / Next, as links; hidden when everything fits on one page. */
export function InboxPagination({ view, total, limit }: { view: InboxView; total: number; limit: number }) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages === 1 && view.page === 1) return null;
  const { pagination } = adminDashboard;
  return (
    <Nav aria-label={pagination.label}>
      {view.page > 1 ? <PageLink to={inboxHref({ ...view, page: Math.min(view.page - 1, pages) })}>{pagination.previous}</PageLink> : <Placeholder />}
      <Status aria-current="page">{pagination.status(view.page, pages)}</Status>
      {view.page < pages ? <PageLink to={inboxHref({ ...view, page: view.page + 1 })}>{pagination.next}</PageLink> : <Placeholder />}
    </Nav>
  );
}
