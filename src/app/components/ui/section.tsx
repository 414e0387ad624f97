import styled from 'styled-components';
import { desktop } from '../../styles/theme';

/** A full-width band; `$tone` picks the light (paper) or dark (ink) palette. */
export const Band = styled.section<{ $tone?: 'light' | 'dark' | 'deep' }>`
  background: ${(p) => (p.$tone === 'dark' ? p.theme.color.ink : p.$tone === 'deep' ? p.theme.color.paperDeep : p.theme.color.paper)};
  color: ${(p) => (p.$tone === 'dark' ? p.theme.color.paper : p.theme.color.ink)};
  padding: clamp(64px, 9vw, 128px) 0;
`;

/** The 12-column content grid with the site's gutters and maximum width. */
export const Container = styled.div`
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.size.gutter};
`;

/**
 * A section's content: stacked on phones, on the 12 columns from `desktop`. `$rows` spaces the rows
 * on phones and, when it differs, from `desktop`.
 */
export const SectionGrid = styled(Container)<{ $rows: readonly [string, string?] }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  row-gap: ${(p) => p.$rows[0]};
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.size.gutter};
    row-gap: ${(p) => p.$rows[1] ?? p.$rows[0]};
  }
`;

export const Grid12 = styled(Container)`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  column-gap: ${(p) => p.theme.size.gutter};
  row-gap: clamp(24px, 4vw, 48px);
`;

/** Section heading with a thin rule above it, like a printed layer line. */
export const SectionTitle = styled.h2`
  padding-top: 18px;
  border-top: 1px solid currentColor;
  font-size: clamp(2rem, 4.5vw, 3.5rem);
  letter-spacing: -0.03em;
  max-width: 20ch;
`;
