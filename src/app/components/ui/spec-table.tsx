import styled from 'styled-components';
import { visuallyHidden } from '../../styles/visually-hidden';
import { tableAsCards } from './table-cards';
import { TableContent, type ContentColumn } from './table-content';

/** Below this width a row no longer fits: each row becomes a labelled card instead of scrolling. */
const REFLOW = '@media (max-width: 719px)';

export type SpecTone = 'light' | 'dark';

export type SpecColumn<Row> = ContentColumn<Row>;

export interface SpecTableProps<Row> {
  /** Names the table for assistive technology (caption) and the surrounding region. */
  label: string;
  /** The first column names the row (a row header); on phones it becomes the card title. */
  columns: SpecColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  tone?: SpecTone;
}

const Table = styled.table<{ $tone: SpecTone }>`
  width: 100%;
  border-collapse: collapse;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.8125rem;
  line-height: 1.5;
  font-variant-numeric: tabular-nums;
  --rule: ${(p) => (p.$tone === 'dark' ? 'rgba(244, 241, 234, 0.2)' : 'rgba(17, 17, 16, 0.16)')};
  --muted: ${(p) => (p.$tone === 'dark' ? p.theme.color.stoneLight : p.theme.color.stone)};
  border-top: 1px solid currentColor;
  border-bottom: 1px solid currentColor;

  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: 16px 20px 16px 0;
    text-align: left;
    vertical-align: top;
    font-weight: 400;
  }
  thead th {
    padding-top: 12px;
    padding-bottom: 12px;
    font-size: 0.6875rem;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: var(--muted);
    white-space: nowrap;
  }
  tbody tr {
    border-top: 1px solid var(--rule);
  }
  tbody th {
    font-weight: 600;
  }
  td:last-child,
  th:last-child {
    padding-right: 0;
  }

  ${REFLOW} {
    ${tableAsCards}
    border-bottom: 0;
    tbody tr {
      padding: 16px 0 18px;
      border-top: 1px solid var(--rule);
      border-bottom: 0;
    }
    tbody tr:first-child {
      border-top: 0;
    }
    tbody th {
      padding: 0 0 10px;
      font-size: 0.9375rem;
    }
    td {
      display: grid;
      grid-template-columns: minmax(8.5em, 34%) minmax(0, 1fr);
      gap: 12px;
      padding: 4px 0;
    }
    td > * {
      justify-self: start;
    }
    td::before {
      content: attr(data-label);
      font-size: 0.6875rem;
      letter-spacing: 0.12em;
      text-transform: uppercase;
      color: var(--muted);
      padding-top: 0.15em;
    }
  }
`;

/**
 * Technical data set like a spec sheet: monospace, thin rules, tabular figures. A real table with
 * header cells on wide screens; on phones each row reflows into a card whose cells carry their
 * column label, so nothing scrolls sideways. Explicit roles keep the table semantics when the
 * cells are no longer displayed as a table.
 */
export function SpecTable<Row>({ label, columns, rows, rowKey, tone = 'light' }: SpecTableProps<Row>) {
  if (!columns.length) return null;
  return (
    <Table $tone={tone} role="table">
      <TableContent label={label} columns={columns} rows={rows} rowKey={rowKey} />
    </Table>
  );
}
