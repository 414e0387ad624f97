import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { pageShown } from '../components/deferred/load-gate';
import { LinkNavigationProvider } from '../components/links/link-navigation';
import { Toaster } from '../components/toast/toaster';
import { useHoverCarry } from '../features/hover-carry/use-hover-carry';
import { Footer } from './footer/footer';
import { NavBar } from './nav/nav-bar';
import { PageErrorBoundary } from './page-error-boundary';
import { RouteEffects } from './route-effects';
import { SkipLink } from './skip-link';
import { useHasNavigated } from './use-has-navigated';
import { useRouteHandle } from './use-route-handle';
import { MAIN_ID } from './main-id';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Pages reached by navigation fade in over 0.5 s (spec section 2); keyed by path so each one replays it. */
const Main = styled.main<{ $underNav: boolean; $fadeIn: boolean }>`
  display: block;
  min-height: 70vh;
  padding-top: ${(p) => (p.$underNav ? p.theme.size.navHeight : '0')};
  ${(p) => p.$fadeIn && css`animation: ${fadeIn} ${p.theme.motion.page} ease-out both;`}
  &:focus {
    outline: none;
  }
`;

export function RootLayout() {
  const { pathname } = useLocation();
  const route = useRouteHandle();
  const overHero = route?.handle.hero ?? false;
  const navigated = useHasNavigated(pathname);
  useHoverCarry();
  useEffect(() => pageShown(pathname), [pathname]);
  return (
    <LinkNavigationProvider>
      <SkipLink />
      <RouteEffects route={route} />
      <NavBar overHero={overHero} />
      <Main id={MAIN_ID} tabIndex={-1} key={pathname} $underNav={!overHero} $fadeIn={navigated}>
        <PageErrorBoundary>
          <Outlet />
        </PageErrorBoundary>
      </Main>
      <Footer />
      <Toaster />
    </LinkNavigationProvider>
  );
}
