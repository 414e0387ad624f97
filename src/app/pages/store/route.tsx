import { useState } from 'react';
import styled from 'styled-components';
import { pageTitles } from '../../../content/meta';
import { storeCollections, storeLabels } from '../../../content/store';
import type { StoreCollection } from '../../../content/types';
import { LazyComingSoonDialog } from '../../features/store-modal/lazy-coming-soon-dialog';
import type { RouteHandle } from '../../route-handle';
import { desktop } from '../../styles/theme';
import { CardMedia, CollectionCard, type CardSize } from './collection-card';
import { StoreHeader } from './store-header';

export const handle: RouteHandle = { meta: () => ({ title: pageTitles['/store'] }) };

/**
 * Seven tiles on the 12-column grid: two wide, three narrow, two wide. From 600 px two columns
 * (the seventh spans both), below that one.
 */
const WIDE_POSITIONS = new Set([0, 1, 5, 6]);

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: clamp(48px, 6vw, 80px) ${(p) => p.theme.size.gutter};
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: clamp(48px, 7vw, 96px) ${(p) => p.theme.size.gutter} clamp(72px, 10vw, 144px);
  list-style: none;
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > li:last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }
  @media (min-width: 600px) and (max-width: 899px) {
    > li:last-child:nth-child(odd) ${CardMedia} {
      aspect-ratio: 2 / 1;
    }
  }
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    > li {
      grid-column: span 6;
    }
    > li:nth-child(3),
    > li:nth-child(4),
    > li:nth-child(5) {
      grid-column: span 4;
    }
    > li:last-child:nth-child(odd) {
      grid-column: span 6;
    }
  }
`;

export function Component() {
  const [active, setActive] = useState<StoreCollection | null>(null);
  const [last, setLast] = useState<{ name: string; trigger: HTMLButtonElement | null }>({ name: '', trigger: null });
  const [requested, setRequested] = useState(false);

  const open = (collection: StoreCollection, trigger: HTMLButtonElement) => {
    setLast({ name: collection.name, trigger });
    setRequested(true);
    setActive(collection);
  };

  return (
    <>
      <StoreHeader />
      <Grid aria-label={storeLabels.gridLabel}>
        {storeCollections.map((collection, index) => {
          const size: CardSize = WIDE_POSITIONS.has(index) ? 'wide' : 'narrow';
          return (
            <li key={collection.id}>
              <CollectionCard collection={collection} position={index + 1} size={size} onSelect={open} />
            </li>
          );
        })}
      </Grid>
      <LazyComingSoonDialog
        requested={requested}
        collection={active}
        lastName={last.name}
        returnFocusTo={last.trigger}
        onClose={() => setActive(null)}
      />
    </>
  );
}
