import { css } from 'styled-components';
import { visuallyHidden } from '../../styles/visually-hidden';

/**
 * The start of a records table's narrow-screen rules (ResponsiveTable, SpecTable): the table, its rows and
 * cells become blocks, one card a row, without the column widths; the header row is left to screen readers,
 * since each card cell shows its column's label itself.
 */
export const tableAsCards = css`
  display: block;
  colgroup {
    display: none;
  }
  thead {
    ${visuallyHidden}
  }
  tbody,
  tr,
  th,
  td {
    display: block;
  }
`;
