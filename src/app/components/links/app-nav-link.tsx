import { useLocation } from 'react-router-dom';
import { AppLink, type AppLinkProps } from './app-link';

/** Whether `to` is the page shown or one of its sub-pages (React Router's NavLink rule, case-insensitive). */
export function isCurrentSection(pathname: string, to: string): boolean {
  const current = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (target === '/') return current === '/';
  return current === target || (current.startsWith(target) && current.charAt(target.length) === '/');
}

/** A navigation-menu link marked aria-current="page" while its section is shown (the menus style that). */
export function AppNavLink(props: AppLinkProps) {
  const { pathname } = useLocation();
  return <AppLink {...props} aria-current={isCurrentSection(pathname, props.to) ? 'page' : undefined} />;
}
