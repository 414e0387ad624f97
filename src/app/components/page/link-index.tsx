import styled from 'styled-components';
import type { IndexLink } from '../../../content/types';
import { desktop } from '../../styles/theme';
import { AppLink } from '../links/app-link';
import { SectionHeader } from '../tiles/section-header';
import { Band, Container } from '../ui/section';
import { GridList } from '../ui/grid-list';

const List = styled(GridList)`
  ${desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.size.gutter};
  }
`;

/** One row per page: the label large, its kind in mono, a one-line note; the whole row is the link. */
const Row = styled(AppLink)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 6px 24px;
  padding: 24px 0 28px;
  border-top: 1px solid rgba(17, 17, 16, 0.2);
  color: inherit;
  text-decoration: none;
  strong {
    font-family: ${(p) => p.theme.font.display};
    font-size: clamp(1.375rem, 2.4vw, 2rem);
    font-weight: 600;
    letter-spacing: -0.03em;
    line-height: 1.1;
  }
  span {
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.75rem;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${(p) => p.theme.color.stone};
    align-self: center;
  }
  p {
    grid-column: 1 / -1;
    max-width: 52ch;
    color: ${(p) => p.theme.color.stone};
  }
  &:hover strong,
  &:focus-visible strong {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 6px;
    text-decoration-color: ${(p) => p.theme.color.accent};
  }
`;

/** A section listing further pages (references, films, services) so each has a way in by link. */
export function LinkIndex({ eyebrow, title, links }: { eyebrow: string; title: string; links: readonly IndexLink[] }) {
  return (
    <Band $tone="deep" aria-label={title}>
      <Container>
        <SectionHeader eyebrow={eyebrow} title={title} tone="deep" />
        <List>
          {links.map((link) => (
            <li key={link.href}>
              <Row to={link.href}>
                <strong>{link.label}</strong>
                <span>{link.kind}</span>
                <p>{link.note}</p>
              </Row>
            </li>
          ))}
        </List>
      </Container>
    </Band>
  );
}
