import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { Role } from '../../../../shared/accounts-schema';
import { AppLink } from '../../../components/links/app-link';
import { adminNavItems } from './admin-nav-items';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 14px;
  border: 1px solid ${(p) => p.theme.color.stoneLight};
  border-radius: ${(p) => p.theme.size.radius};
  font-size: 0.875rem;
  font-weight: 600;
  color: ${(p) => p.theme.color.ink};
  text-decoration: none;
  &:hover {
    border-color: ${(p) => p.theme.color.ink};
  }
  &[aria-current='page'] {
    background: ${(p) => p.theme.color.ink};
    border-color: ${(p) => p.theme.color.ink};
    color: ${(p) => p.theme.color.paper};
  }
`;

/** The admin's sections for this role; the one shown is marked (exact match: /admin is the inbox only). */
export function AdminNav({ role }: { role: Role | undefined }) {
  const { pathname } = useLocation();
  const items = adminNavItems.filter((item) => !item.ownerOnly || role === 'owner');
  return (
    <nav aria-label="Admin">
      <List>
        {items.map((item) => (
          <li key={item.to}>
            <Item to={item.to} aria-current={pathname === item.to ? 'page' : undefined}>
              {item.label}
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}
