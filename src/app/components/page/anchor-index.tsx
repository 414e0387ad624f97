import styled from 'styled-components';

export interface AnchorIndexItem {
  /** The id of the section it jumps to, without '#'. */
  id: string;
  label: string;
  /** A short technical note under the label, e.g. a temperature. */
  meta?: string;
}

const List = styled.ol<{ $minWidth: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(${(p) => p.$minWidth}, 100%), 1fr));
  gap: 0 ${(p) => p.theme.size.gutter};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: anchor-index;
`;

const Item = styled.li`
  counter-increment: anchor-index;
  a {
    display: grid;
    gap: 4px;
    height: 100%;
    padding: 14px 0 16px;
    border-top: 1px solid rgba(244, 241, 234, 0.28);
    text-decoration: none;
    transition: border-color 0.2s;
  }
  a::before {
    content: counter(anchor-index, decimal-leading-zero);
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.6875rem;
    letter-spacing: 0.12em;
    color: ${(p) => p.theme.color.stoneLight};
  }
  a:hover {
    border-top-color: ${(p) => p.theme.color.accent};
  }
`;

const Label = styled.span`
  font-family: ${(p) => p.theme.font.display};
  font-size: 1.0625rem;
  font-weight: 600;
  letter-spacing: -0.01em;
  line-height: 1.2;
`;

const Meta = styled.span`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  color: ${(p) => p.theme.color.stoneLight};
`;

/**
 * Numbered in-page index for a dark hero: each entry links to a section anchor. The numbers are
 * CSS counters, so the list order is the only source of truth.
 */
export function AnchorIndex({ label, items, minWidth = '160px' }: { label: string; items: AnchorIndexItem[]; minWidth?: string }) {
  return (
    <nav aria-label={label}>
      <List $minWidth={minWidth}>
        {items.map((item) => (
          <Item key={item.id}>
            <a href={`#${item.id}`}>
              <Label>{item.label}</Label>
              {item.meta ? <Meta>{item.meta}</Meta> : null}
            </a>
          </Item>
        ))}
      </List>
    </nav>
  );
}
