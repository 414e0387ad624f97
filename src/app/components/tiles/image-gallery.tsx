import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { MediaKey } from '../../../content/types';
import { desktop } from '../../styles/theme';
import { Picture } from '../media/picture';
import { GridList } from '../ui/grid-list';

type Span = 8 | 7 | 5;

/** Drawn widths of each span in the 1440 px container (images keep their own ratio, no crop). */
const sizesFor: Record<Span, string> = {
  8: '(min-width: 1440px) 910px, (min-width: 900px) 64vw, calc(100vw - 32px)',
  7: '(min-width: 1440px) 790px, (min-width: 900px) 55vw, calc(100vw - 32px)',
  5: '(min-width: 1440px) 555px, (min-width: 900px) 38vw, calc(100vw - 32px)',
};

/** One image sits in the right two thirds; more alternate 7/5 and 5/7 columns, the narrower one dropped lower. */
function spanAt(index: number, count: number): Span {
  if (count === 1) return 8;
  const pair = Math.floor(index / 2);
  const first = index % 2 === 0;
  return (pair % 2 === 0) === first ? 7 : 5;
}

const Grid = styled(GridList)`
  gap: ${(p) => p.theme.size.gutter};
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    align-items: start;
  }
`;

const Item = styled.li<{ $span: Span }>`
  ${desktop} {
    grid-column: ${(p) => (p.$span === 8 ? '5 / span 8' : `span ${p.$span}`)};
    margin-top: ${(p) => (p.$span === 5 ? 'clamp(48px, 8vw, 120px)' : '0')};
  }
`;

/** Beside a single image: the left third of the grid, text set at the image's foot. */
const Caption = styled.li`
  display: grid;
  gap: 12px;
  align-content: end;
  color: ${(p) => p.theme.color.stone};
  ${desktop} {
    grid-column: 1 / span 4;
    grid-row: 1;
    align-self: end;
    padding-top: 16px;
    border-top: 1px solid ${(p) => p.theme.color.concrete};
  }
`;

/**
 * The additional images of a project or reference, at their own 16:10 ratio. A single image takes
 * the right two thirds and `caption` fills the left third, so the row never opens on empty space.
 */
export function ImageGallery({ images, caption }: { images: MediaKey[]; caption?: ReactNode }) {
  return (
    <Grid>
      {images.length === 1 && caption ? <Caption>{caption}</Caption> : null}
      {images.map((image, index) => {
        const span = spanAt(index, images.length);
        return (
          <Item key={image} $span={span}>
            <Picture image={image} sizes={sizesFor[span]} />
          </Item>
        );
      })}
    </Grid>
  );
}
