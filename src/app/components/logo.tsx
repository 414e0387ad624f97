import styled from 'styled-components';
import { site } from '../../content/site';

const Word = styled.span`
  font-family: ${(p) => p.theme.font.display};
  font-weight: 700;
  font-size: 1.25rem;
  letter-spacing: 0.32em;
  text-transform: uppercase;
  /* Optical centring: the tracking adds space after the last letter. */
  margin-right: -0.32em;
`;

/** The wordmark: the studio name set wide, like lettering on a machine plate. */
export function Wordmark() {
  return <Word>{site.name}</Word>;
}

/** The square mark: five printed layers in a square, the last one in the accent color. */
export function SquareMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect x="0.75" y="0.75" width="26.5" height="26.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {[6, 10, 14, 18].map((y) => (
        <rect key={y} x="5" y={y} width="18" height="2" fill="currentColor" />
      ))}
      <rect x="5" y="22" width="18" height="2" fill="#ff5a1f" />
    </svg>
  );
}
