import styled from 'styled-components';
import { comingSoonBody, comingSoonModal, storeLabels } from '../../../content/store';
import type { StoreCollection } from '../../../content/types';
import { ArrowIcon } from '../../components/icons/icons';
import { Picture } from '../../components/media/picture';
import { ordinal } from '../../components/ui/ordinal';
import { useHydrated } from '../../features/contact/use-hydrated';
import { desktop } from '../../styles/theme';
import { collectionPriceFrom } from './collection-summary';

export type CardSize = 'wide' | 'narrow';

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  background: ${(p) => p.theme.color.paper};
  border-top: 1px solid ${(p) => p.theme.color.ink};
  &:hover img {
    transform: scale(1.03);
  }
  &:hover h2 svg {
    transform: translateX(6px);
  }
`;

/** Exported so the grid can give its full-width last tile a wider crop on tablets. */
export const CardMedia = styled.div<{ $size: CardSize }>`
  position: relative;
  overflow: hidden;
  margin-top: 14px;
  aspect-ratio: 4 / 3;
  ${desktop} {
    aspect-ratio: ${(p) => (p.$size === 'wide' ? '16 / 10' : '4 / 3')};
  }
  background: ${(p) => p.theme.color.concrete};
  picture,
  img {
    width: 100%;
    height: 100%;
  }
  img {
    object-fit: cover;
    transition: transform 0.6s ${(p) => p.theme.motion.ease};
  }
`;

const Body = styled.div`
  display: grid;
  grid-template-rows: auto auto 1fr auto auto;
  gap: 10px;
  padding: 18px 0 0;
`;

const MetaRow = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 16px;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.6875rem;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.stone};
`;

const Name = styled.h2`
  font-size: clamp(1.625rem, 2.6vw, 2.375rem);
  letter-spacing: -0.035em;
  button,
  a {
    display: inline-flex;
    align-items: center;
    gap: 12px;
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    letter-spacing: inherit;
    text-align: left;
    color: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  /* The whole card is the button's hit area; the focus ring is drawn around the card. */
  button::after,
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  button:focus-visible,
  a:focus-visible {
    outline: none;
  }
  button:focus-visible::after,
  a:focus-visible::after {
    outline: 3px solid ${(p) => p.theme.color.accentInk};
    outline-offset: 6px;
  }
  svg {
    flex: none;
    transition: transform 0.3s ${(p) => p.theme.motion.ease};
  }
`;

const Description = styled.p`
  max-width: 46ch;
  color: ${(p) => p.theme.color.inkSoft};
`;

/** What the 'Coming Soon' notice says, on the tile itself, so it is read with or without scripts. */
const Availability = styled.p`
  font-size: 0.9375rem;
  color: ${(p) => p.theme.color.inkSoft};
  strong {
    font-weight: 600;
    color: ${(p) => p.theme.color.accentInk};
  }
`;

const Price = styled.p`
  padding-top: 12px;
  border-top: 1px solid rgba(17, 17, 16, 0.16);
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
`;

/** A collection tile: the whole card opens the 'Coming Soon' notice for that collection, whose words it also shows. */
export function CollectionCard({
  collection,
  position,
  size,
  onSelect,
}: {
  collection: StoreCollection;
  position: number;
  size: CardSize;
  onSelect: (collection: StoreCollection, trigger: HTMLButtonElement) => void;
}) {
  const hydrated = useHydrated();
  const detailsId = `collection-${collection.id}-details`;
  const priceId = `collection-${collection.id}-price`;
  const availabilityId = `collection-${collection.id}-availability`;
  return (
    <Card aria-labelledby={`collection-${collection.id}`}>
      <CardMedia $size={size}>
        {/* The first card's photo is the largest thing a phone shows on arrival: load it first. */}
        <Picture
          image={collection.image}
          priority={position === 1}
          sizes={size === 'wide' ? '(min-width: 1440px) 690px, (min-width: 600px) 50vw, 100vw' : '(min-width: 1440px) 450px, (min-width: 900px) 32vw, (min-width: 600px) 50vw, 100vw'}
        />
      </CardMedia>
      <Body>
        <MetaRow>
          <span>{ordinal(position)}</span>
          <span>{storeLabels.productCount(collection.products.length)}</span>
        </MetaRow>
        <Name>
          {hydrated ? (
            <button
              type="button"
              id={`collection-${collection.id}`}
              aria-describedby={`${detailsId} ${availabilityId} ${priceId}`}
              aria-haspopup="dialog"
              onClick={(event) => onSelect(collection, event.currentTarget)}
            >
              {collection.name}
              <ArrowIcon />
            </button>
          ) : (
            // Before scripts run there is no notice to open: the tile says it, and leads where the notice's 'Contact Us' would.
            <a href="#footer" id={`collection-${collection.id}`} aria-describedby={`${detailsId} ${availabilityId} ${priceId}`}>
              {collection.name}
              <ArrowIcon />
            </a>
          )}
        </Name>
        <Description id={detailsId}>{collection.description}</Description>
        <Availability id={availabilityId}>
          <strong>{comingSoonModal.title}.</strong> {comingSoonBody(collection.name)}.
        </Availability>
        <Price id={priceId}>{storeLabels.fromPrice(collectionPriceFrom(collection))}</Price>
      </Body>
    </Card>
  );
}
