import styled from 'styled-components';
import { desktop } from '../../styles/theme';

/** A dark, one-viewport stage that films and overlays fill. */
export const Stage = styled.div`
  position: relative;
  height: 100vh;
  overflow: hidden;
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.paper};
`;

/** Darkens the film's lower left so the white overlay text keeps AA contrast on any frame. */
export const Shade = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  background:
    linear-gradient(180deg, rgba(17, 17, 16, 0.55) 0%, rgba(17, 17, 16, 0) 30%),
    linear-gradient(0deg, rgba(17, 17, 16, 0.85) 0%, rgba(17, 17, 16, 0.35) 55%, rgba(17, 17, 16, 0.15) 100%);
`;

/** Overlay copy sits bottom-left on the 12-column grid, like a caption plate on a gallery wall. */
export const OverlayText = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: clamp(72px, 14vh, 160px);
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.size.gutter};
  h1,
  h2 {
    max-width: 14ch;
    font-size: clamp(2.75rem, 9vw, 7.5rem);
    letter-spacing: -0.045em;
    line-height: 0.95;
  }
  p {
    max-width: 44ch;
    margin-top: 20px;
    padding-top: 16px;
    border-top: 1px solid rgba(244, 241, 234, 0.35);
    font-size: clamp(1rem, 1.3vw, 1.1875rem);
    color: rgba(244, 241, 234, 0.86);
  }
  ${desktop} {
    p {
      margin-left: 0.25rem;
    }
  }
`;

export const MonoNote = styled.p`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: rgba(244, 241, 234, 0.78);
`;
