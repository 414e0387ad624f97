import styled from 'styled-components';
import { adminDashboard, adminShell } from '../../../../content/admin';
import { AppNavLink } from '../../../components/links/app-nav-link';
import { desktop } from '../../../styles/theme';
import { LogoutButton } from '../../auth/logout-button';
import { adminNavItems } from './admin-nav-items';

const Bar = styled.header`
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.paper};
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'title logout'
    'welcome welcome'
    'nav nav';
  align-items: center;
  gap: 4px 16px;
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: 12px ${(p) => p.theme.size.gutter} 0;
  ${desktop} {
    grid-template-columns: auto minmax(0, 1fr) auto auto;
    grid-template-areas: 'title nav welcome logout';
    gap: 24px;
    padding-top: 0;
  }
`;

const Title = styled.h1`
  grid-area: title;
  font-size: 1.125rem;
  letter-spacing: -0.01em;
  white-space: nowrap;
`;

const Nav = styled.nav`
  grid-area: nav;
  overflow-x: auto;
  ul {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding: 0 12px;
    border-bottom: 3px solid transparent;
    color: ${(p) => p.theme.color.stoneLight};
    font-size: 0.9375rem;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    color: ${(p) => p.theme.color.paper};
  }
  a[aria-current='page'] {
    color: ${(p) => p.theme.color.paper};
    border-bottom-color: ${(p) => p.theme.color.accent};
  }
`;

const Logout = styled.div`
  grid-area: logout;
  padding: 6px 0;
  button {
    min-height: 36px;
    padding: 6px 14px;
    border-color: ${(p) => p.theme.color.paper};
    color: ${(p) => p.theme.color.paper};
  }
`;

const Welcome = styled.p`
  grid-area: welcome;
  min-width: 0;
  font-size: 0.875rem;
  color: ${(p) => p.theme.color.concrete};
  overflow-wrap: anywhere;
`;

/**
 * The admin application's own header, under the site's bar: the dashboard title, its pages
 * (adminNavItems) and the signed-in account with Logout. One row from 900 px; on phones the title and
 * Logout share a row, the account is under them and the pages scroll sideways below it.
 */
export function AdminHeader({ email, isOwner = false }: { email: string; isOwner?: boolean }) {
  const items = adminNavItems.filter((item) => !item.ownerOnly || isOwner);
  return (
    <Bar>
      <Inner>
        <Title>{adminDashboard.title}</Title>
        <Nav aria-label={adminShell.label}>
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <AppNavLink to={item.to} end={item.end}>
                  {item.label}
                </AppNavLink>
              </li>
            ))}
          </ul>
        </Nav>
        <Welcome>{adminDashboard.welcome(email)}</Welcome>
        <Logout>
          <LogoutButton />
        </Logout>
      </Inner>
    </Bar>
  );
}
