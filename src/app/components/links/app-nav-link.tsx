import { useLocation } from 'react-router-dom';
import { AppLink, type AppLinkProps } from './app-link';

/**
 * Whether `to` is the page shown or, unless `end`, one of its sub-pages (React Router's NavLink rule,
 * case-insensitive). `end` is for a section whose address starts every other one, like /admin; `/`
 * needs no `end`, as no page's address starts with `//`.
 */
export function isCurrentSection(pathname: string, to: string, end = false): boolean {
  const current = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (end) return current === target || current === `${target}/`;
  return current === target || (current.startsWith(target) && current.charAt(target.length) === '/');
}

export type AppNavLinkProps = AppLinkProps & {
  /** Current on its own page only, not on the pages under it (NavLink's `end`). */
  end?: boolean;
};

/** A navigation-menu link marked aria-current="page" while its section is shown (the menus style that). */
export function AppNavLink({ end, ...props }: AppNavLinkProps) {
  const { pathname } = useLocation();
  return <AppLink {...props} aria-current={isCurrentSection(pathname, props.to, end) ? 'page' : undefined} />;
}
