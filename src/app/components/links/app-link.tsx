import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useLinkNavigation } from './link-navigation';

export type AppLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** A path on this site, starting with `/` (query and fragment allowed). */
  to: string;
  /** Replace the current history entry instead of adding one. Default: only when `to` is the current address. */
  replace?: boolean;
};

/** Left clicks without modifier keys on links that open here; anything else is the browser's (new tab, download...). */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

const currentAddress = () => window.location.pathname + window.location.search + window.location.hash;

/**
 * A link inside the site: a real anchor (it works before hydration and without JavaScript) whose plain
 * clicks navigate on the client. It replaces React Router's <Link>, whose relative-path resolution,
 * prefetching and view-transition support this site does not use: about 4 KB of script on every first
 * load and most of the router's share of a server render. Clicking a link to the page already shown
 * replaces the history entry, as React Router's <Link> does.
 */
export function AppLink({ to, replace, onClick, target, ...anchor }: AppLinkProps) {
  const navigate = useLinkNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? to === currentAddress() });
  };
  return <a {...anchor} href={to} target={target} onClick={handleClick} />;
}
