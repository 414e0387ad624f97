import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl<{ $onDark: boolean }>`
  margin: 0;
  border-bottom: 1px solid ${(p) => (p.$onDark ? 'rgba(244, 241, 234, 0.2)' : p.theme.color.concrete)};
  div {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 5fr);
    gap: 16px;
    padding: 16px 0;
    border-top: 1px solid ${(p) => (p.$onDark ? 'rgba(244, 241, 234, 0.2)' : p.theme.color.concrete)};
  }
  dt {
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.6875rem;
    line-height: 1.9;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${(p) => (p.$onDark ? p.theme.color.stoneLight : p.theme.color.stone)};
  }
  dd {
    margin: 0;
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.875rem;
    line-height: 1.65;
    overflow-wrap: anywhere;
  }
`;

export interface SpecRow {
  label: string;
  value: ReactNode;
}

/** Technical facts as a ruled two-column list, set in the mono face like a drawing's title block. */
export function SpecList({ rows, onDark = false }: { rows: SpecRow[]; onDark?: boolean }) {
  return (
    <List $onDark={onDark}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </List>
  );
}
