import styled, { css } from 'styled-components';

/** The full-screen, near-black menu surface, shared by the Radix dialog and the no-script panel. */
export const menuPanel = css`
  inset: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  padding: 14px ${(p) => p.theme.size.gutter} 40px;
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.paper};
  animation: menu-in 0.25s ${(p) => p.theme.motion.ease};
  @keyframes menu-in {
    from { opacity: 0; transform: translateY(-8px); }
  }
`;

export const MenuHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 44px;
`;

export const MenuLinks = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 12vh;
  a {
    font-family: ${(p) => p.theme.font.display};
    font-size: clamp(2.5rem, 12vw, 4rem);
    font-weight: 600;
    letter-spacing: -0.03em;
    color: inherit;
    text-decoration: none;
    padding: 4px 0;
    border-bottom: 1px solid rgba(244, 241, 234, 0.15);
  }
  a[aria-current='page'] {
    color: ${(p) => p.theme.color.accent};
  }
`;
