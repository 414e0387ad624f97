import { AppLink } from '../../components/links/app-link';
import { AppNavLink } from '../../components/links/app-nav-link';
import styled, { css } from 'styled-components';
import { mainNav, navLabels } from '../../../content/nav';
import { MailIcon } from '../../components/icons/icons';
import { SquareMark, Wordmark } from '../../components/logo';
import { desktop } from '../../styles/theme';
import { CartDropdown } from './cart-dropdown';
import { MobileMenu } from './mobile-menu';
import { IconButton } from './nav-styles';
import { useNavScrollState } from './use-nav-scroll-state';

const Bar = styled.header<{ $transparent: boolean; $hidden: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${(p) => p.theme.size.navHeight};
  color: ${(p) => p.theme.color.paper};
  background: rgba(17, 17, 16, 0.86);
  backdrop-filter: blur(14px) saturate(140%);
  -webkit-backdrop-filter: blur(14px) saturate(140%);
  border-bottom: 1px solid rgba(244, 241, 234, 0.08);
  transition: transform 0.35s ${(p) => p.theme.motion.ease}, background-color 0.3s, border-color 0.3s;
  ${(p) =>
    p.$transparent &&
    css`
      background: transparent;
      backdrop-filter: none;
      -webkit-backdrop-filter: none;
      border-bottom-color: transparent;
    `}
  ${(p) =>
    p.$hidden &&
    css`
      transform: translateY(-100%);
      /* A keyboard user tabbing into the hidden bar must see where focus went; and a toast sits over
         the bar (toast-region.tsx), so the bar stays while one shows and no page content is under it. */
      &:focus-within,
      :root[data-toast='open'] & {
        transform: none;
      }
    `}
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  height: 100%;
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.size.gutter};
`;

const Start = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
`;

const DesktopLinks = styled.nav`
  display: none;
  gap: 4px;
  ${desktop} {
    display: flex;
  }
  a {
    padding: 10px 14px;
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    text-decoration: none;
    border: 1px solid transparent;
    transition: border-color 0.2s;
  }
  a:hover,
  a[aria-current='page'] {
    border-color: rgba(244, 241, 234, 0.45);
  }
`;

const MobileOnly = styled.div`
  ${desktop} {
    display: none;
  }
`;

const Home = styled(AppLink)`
  color: inherit;
  text-decoration: none;
  padding: 8px 4px;
`;

const End = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 2px;
`;

const SquareLink = styled(AppLink)`
  display: none;
  margin-left: 10px;
  color: inherit;
  ${desktop} {
    display: inline-grid;
  }
`;

/** Fixed bar: transparent over a hero at the top, solid from 5 px, hidden while scrolling down. */
export function NavBar({ overHero }: { overHero: boolean }) {
  const { scrolled, hidden } = useNavScrollState();
  const transparent = overHero && !scrolled;
  return (
    <Bar $transparent={transparent} $hidden={hidden} data-state={transparent ? 'transparent' : 'solid'} data-hidden={hidden}>
      <Inner>
        <Start>
          <MobileOnly>
            <MobileMenu />
          </MobileOnly>
          <DesktopLinks aria-label={navLabels.mainNav}>
            {mainNav.map((item) => (
              <AppNavLink key={item.href} to={item.href}>
                {item.label}
              </AppNavLink>
            ))}
          </DesktopLinks>
        </Start>
        <Home to="/" aria-label={navLabels.home}>
          <Wordmark />
        </Home>
        <End>
          <IconButton as={AppLink} to={navLabels.contactHref} aria-label={navLabels.contact}>
            <MailIcon />
          </IconButton>
          <CartDropdown />
          <SquareLink to="/" aria-hidden="true" tabIndex={-1}>
            <SquareMark />
          </SquareLink>
        </End>
      </Inner>
    </Bar>
  );
}
