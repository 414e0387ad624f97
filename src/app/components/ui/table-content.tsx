import type { ReactNode } from 'react';

export interface ContentColumn<Row> {
  key: string;
  /** The column header; on a card, the label beside the value. */
  label: string;
  cell: (row: Row) => ReactNode;
  /** Share of the table width on wide screens, e.g. '24%'. */
  width?: string;
}

export interface TableContentProps<Row, Column extends ContentColumn<Row>> {
  /** Names the table for assistive technology (a caption only they read). */
  label: string;
  /** The first column names the row (a row header); on a card it is the title. */
  columns: Column[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** What a column's header shows; by default its label. */
  header?: (column: Column) => ReactNode;
  /** Extra attributes of a column's <td> cells. */
  cellAttributes?: (column: Column) => Record<`data-${string}`, string> | undefined;
  /** Extra attributes of a row's <tr>. */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string>;
}

/**
 * What stands inside a table of records (ResponsiveTable, SpecTable), the styled <table role="table"> being
 * theirs: the caption, the column widths, a header row, then a row a record whose first cell is its row header
 * and whose other cells carry their column's label for the narrow-screen cards. Explicit roles keep the table
 * semantics when those cards no longer display the cells as a table.
 */
export function TableContent<Row, Column extends ContentColumn<Row>>({ label, columns, rows, rowKey, header = (column) => column.label, cellAttributes, rowAttributes }: TableContentProps<Row, Column>) {
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    <>
      <caption>{label}</caption>
      {columns.some((column) => column.width) ? (
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
      ) : null}
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.key} scope="col" role="columnheader">
              {header(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={rowKey(row)} role="row" {...rowAttributes?.(row)}>
            <th scope="row" role="rowheader">
              {first.cell(row)}
            </th>
            {rest.map((column) => (
              <td key={column.key} role="cell" data-label={column.label} {...cellAttributes?.(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </>
  );
}
