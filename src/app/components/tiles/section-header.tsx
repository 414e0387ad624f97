import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { desktop } from '../../styles/theme';
import { SectionTitle } from '../ui/section';

export type BandTone = 'light' | 'dark' | 'deep';

/** Secondary text: the lightest gray that still passes AA on each band. */
function mutedColor(theme: DefaultTheme, tone: BandTone): string {
  return tone === 'dark' ? theme.color.stoneLight : tone === 'deep' ? theme.color.inkSoft : theme.color.stone;
}

const Header = styled.header<{ $tone: BandTone }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  margin-bottom: clamp(40px, 6vw, 80px);
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.size.gutter};
  }
  --muted: ${(p) => mutedColor(p.theme, p.$tone)};
`;

/** Mono label above a layer-line rule that runs the full width of the section. */
const Kicker = styled.p<{ $tone: BandTone }>`
  --muted: ${(p) => mutedColor(p.theme, p.$tone)};
  grid-column: 1 / -1;
  display: flex;
  justify-content: space-between;
  font-weight: 500;
  line-height: 1.6;
  gap: 16px;
  padding-bottom: 16px;
  border-bottom: 1px solid currentColor;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  span {
    color: var(--muted);
  }
`;

const Title = styled(SectionTitle)`
  padding-top: 0;
  border-top: 0;
  max-width: 18ch;
  ${desktop} {
    grid-column: 1 / span 7;
  }
`;

const Intro = styled.div`
  max-width: 46ch;
  color: var(--muted);
  font-size: 1.0625rem;
  ${desktop} {
    grid-column: 9 / -1;
    align-self: end;
  }
`;

/**
 * The opening of a page section: a mono kicker with its index over a full-width rule, a large
 * heading, and an optional short introduction set to the right on desktop.
 */
/** A mono label with the section number over a full-width layer-line rule; `as="h2"` when it heads its section. */
export function SectionKicker({
  eyebrow,
  index,
  tone = 'light',
  as = 'p',
  id,
}: {
  eyebrow: string;
  index?: string;
  tone?: BandTone;
  as?: 'p' | 'h2';
  id?: string;
}) {
  return (
    <Kicker $tone={tone} as={as} id={id}>
      <span>{eyebrow}</span>
      {index ? <span aria-hidden="true">{index}</span> : null}
    </Kicker>
  );
}

export function SectionHeader({
  eyebrow,
  index,
  title,
  intro,
  tone = 'light',
  titleId,
}: {
  eyebrow: string;
  /** Section number shown at the right end of the rule, e.g. '02'. */
  index?: string;
  title: string;
  intro?: ReactNode;
  tone?: BandTone;
  titleId?: string;
}) {
  return (
    <Header $tone={tone}>
      <SectionKicker eyebrow={eyebrow} index={index} tone={tone} />
      <Title id={titleId}>{title}</Title>
      {intro ? <Intro>{intro}</Intro> : null}
    </Header>
  );
}
