import styled from 'styled-components';
import type { GridClass } from '../../../content/types';
import { desktop } from '../../styles/theme';
import { GridList } from '../ui/grid-list';

/**
 * Cells on the 12-column desktop grid. With `dense` flow these spans pack both the home sequence
 * (7 tiles) and the portfolio sequence (11 tiles plus one text cell) into whole rows, without holes.
 */
const desktopSpan: Record<GridClass, { columns: number; rows: number }> = {
  wide: { columns: 8, rows: 1 },
  tall: { columns: 4, rows: 2 },
  square: { columns: 4, rows: 1 },
  large: { columns: 8, rows: 2 },
};

/** Below 900 px the grid is one column; tiles keep a little of their character through the ratio. */
const mobileRatio: Record<GridClass, string> = {
  wide: '16 / 10',
  large: '16 / 10',
  tall: '5 / 4',
  square: '5 / 4',
};

/**
 * `sizes` for a tile image. The images are 16:10 and drawn with object-fit: cover, so a cell taller
 * than 16:10 shows the image wider than the cell: the value is the drawn width, not the cell width.
 * Desktop rows are clamp(240px, 26vw, 380px); columns come from the 1440 px container.
 */
export const tileImageSizes: Record<GridClass, string> = {
  wide: '(min-width: 1440px) 910px, (min-width: 900px) 64vw, 100vw',
  large: '(min-width: 1440px) 1270px, (min-width: 900px) 88vw, 100vw',
  tall: '(min-width: 1440px) 1270px, (min-width: 900px) 88vw, 128vw',
  square: '(min-width: 1440px) 610px, (min-width: 900px) 42vw, 128vw',
};

export const TileGrid = styled(GridList)`
  gap: ${(p) => p.theme.size.gutter};
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    grid-auto-rows: clamp(240px, 26vw, 380px);
    grid-auto-flow: row dense;
  }
`;

export const TileCell = styled.li<{ $grid: GridClass }>`
  position: relative;
  min-width: 0;
  aspect-ratio: ${(p) => mobileRatio[p.$grid]};
  ${desktop} {
    aspect-ratio: auto;
    grid-column: span ${(p) => desktopSpan[p.$grid].columns};
    grid-row: span ${(p) => desktopSpan[p.$grid].rows};
  }
`;
