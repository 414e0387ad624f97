import styled from 'styled-components';
import { desktop } from '../../styles/theme';
import { MonoNote } from '../../features/scroll-video/story-styles';

/** --r is the circle's radius; particles are placed in multiples of it straight in CSS, no measuring. */
export const Figure = styled.div`
  --r: min(22vmin, 220px);
  position: absolute;
  top: 42%;
  left: 50%;
  width: 0;
  height: 0;
  ${desktop} {
    left: 62%;
    top: 50%;
  }
`;

const centered = `
  position: absolute;
  left: calc(var(--r) * -1);
  top: calc(var(--r) * -1);
  width: calc(var(--r) * 2);
  height: calc(var(--r) * 2);
  border-radius: 50%;
  will-change: transform, opacity;
`;

/** Raw concrete at first; the accent layer above it fades in as the piece "prints". */
export const Circle = styled.div`
  ${centered}
  background: ${(p) => p.theme.color.concrete};
  & > div {
    position: absolute;
    inset: 0;
    border-radius: 50%;
    background: ${(p) => p.theme.color.accent};
    will-change: opacity;
  }
`;

export const Ring = styled.div<{ $dashed: boolean }>`
  ${centered}
  border: 1px ${(p) => (p.$dashed ? 'dashed' : 'solid')} rgba(244, 241, 234, 0.7);
`;

export const Particle = styled.span`
  position: absolute;
  left: -3px;
  top: -3px;
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.paper};
  will-change: transform, opacity;
`;

export const Readout = styled(MonoNote)`
  position: absolute;
  top: calc(${(p) => p.theme.size.navHeight} + 16px);
  right: ${(p) => p.theme.size.gutter};
  font-variant-numeric: tabular-nums;
  text-transform: none;
`;

export const Captions = styled.ol`
  position: absolute;
  left: 0;
  right: 0;
  bottom: clamp(40px, 10vh, 120px);
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.size.gutter};
  list-style: none;
  min-height: 9em;
`;

export const Caption = styled.li`
  position: absolute;
  left: ${(p) => p.theme.size.gutter};
  right: ${(p) => p.theme.size.gutter};
  bottom: 0;
  max-width: 34ch;
  padding-top: 14px;
  border-top: 1px solid rgba(244, 241, 234, 0.35);
  font-family: ${(p) => p.theme.font.display};
  font-size: clamp(1.25rem, 2.2vw, 1.75rem);
  line-height: 1.25;
  letter-spacing: -0.01em;
  will-change: opacity, transform;
`;

export const CaptionIndex = styled.span`
  display: block;
  margin-bottom: 10px;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.16em;
  color: ${(p) => p.theme.color.accent};
`;
