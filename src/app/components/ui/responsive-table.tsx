import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { visuallyHidden } from '../../styles/visually-hidden';
import { tableAsCards } from './table-cards';
import { TableContent, type ContentColumn } from './table-content';

export interface TableColumn<Row> extends ContentColumn<Row> {
  /**
   * The row's buttons: their header is read by screen readers only, and on a card they get a row of
   * their own, without a label, each as wide as its text.
   */
  actions?: boolean;
}

export interface ResponsiveTableProps<Row> {
  /** Names the table for assistive technology (a caption only they read). */
  label: string;
  /** The first column names the row (a row header); on a card it is the title. */
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Extra attributes of a row's <tr>, e.g. `{ 'data-action': … }`. */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string>;
  /** Below this viewport width (px) each row is a card. Default: the desktop breakpoint. */
  reflowBelow?: number;
  className?: string;
}

const Table = styled.table<{ $reflowBelow: number }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: 12px 16px 12px 0;
    border-bottom: 1px solid ${(p) => p.theme.color.stoneLight};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.75rem;
    font-weight: 500;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    white-space: nowrap;
    color: ${(p) => p.theme.color.inkSoft};
  }
  tbody th {
    font-weight: 600;
    /* An e-mail address may wrap where it must, never a word of a text cell. */
    overflow-wrap: anywhere;
  }
  td {
    overflow-wrap: break-word;
  }
  th:last-child,
  td:last-child {
    padding-right: 0;
  }
  td[data-actions] {
    text-align: right;
    white-space: nowrap;
  }
  button,
  select {
    white-space: nowrap;
  }

  @media (max-width: ${(p) => p.$reflowBelow - 0.02}px) {
    ${tableAsCards}
    border-top: 1px solid ${(p) => p.theme.color.stoneLight};
    tbody tr {
      padding: 16px 0 18px;
      border-bottom: 1px solid ${(p) => p.theme.color.stoneLight};
    }
    tbody th,
    tbody td {
      padding: 0;
      border-bottom: 0;
    }
    tbody th {
      padding-bottom: 10px;
      font-size: 1rem;
    }
    td {
      display: grid;
      grid-template-columns: minmax(7.5em, 34%) minmax(0, 1fr);
      gap: 12px;
      align-items: baseline;
      padding: 5px 0;
    }
    td > * {
      justify-self: start;
    }
    td::before {
      /* The label is for the eye: screen readers already hear the column header (the "/ ''" part). */
      content: attr(data-label);
      content: attr(data-label) / '';
      font-family: ${(p) => p.theme.font.mono};
      font-size: 0.6875rem;
      letter-spacing: 0.12em;
      text-transform: uppercase;
      color: ${(p) => p.theme.color.inkSoft};
    }
    td:empty {
      display: none;
    }
    td[data-actions] {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
      padding-top: 12px;
      text-align: left;
    }
    td[data-actions]::before {
      content: none;
    }
  }
`;

/**
 * A table of records (accounts, invitations, log entries): a real table with column and row headers on
 * wide screens; on narrow ones each row becomes a card, its first cell the title, then "label  value"
 * lines and the row's buttons on a line of their own, so nothing is squeezed into a narrow column or
 * scrolls sideways. Explicit roles keep the table semantics when the cells are no longer displayed as a
 * table, so a screen reader still hears each value with its column header.
 */
export function ResponsiveTable<Row>({ label, columns, rows, rowKey, rowAttributes, reflowBelow = parseInt(theme.breakpoint.desktop, 10), className }: ResponsiveTableProps<Row>) {
  if (!columns.length) return null;
  return (
    <Table className={className} $reflowBelow={reflowBelow} role="table">
      <TableContent
        label={label}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        rowAttributes={rowAttributes}
        header={(column) => (column.actions ? <Hidden>{column.label}</Hidden> : column.label)}
        cellAttributes={(column) => (column.actions ? { 'data-actions': '' } : undefined)}
      />
    </Table>
  );
}

const Hidden = styled.span`
  ${visuallyHidden}
`;
