import { AppLink } from '../links/app-link';
import styled from 'styled-components';
import type { ProjectTile } from '../../../content/types';
import { ArrowIcon } from '../icons/icons';
import { Picture } from '../media/picture';
import { tileImageSizes } from './tile-grid';

const Frame = styled(AppLink)`
  /* Fills its grid cell, whose size comes from the grid (desktop) or its aspect ratio (mobile). */
  position: absolute;
  inset: 0;
  isolation: isolate;
  display: block;
  overflow: hidden;
  background: ${(p) => p.theme.color.inkSoft};
  color: ${(p) => p.theme.color.paper};
  text-decoration: none;
  & picture,
  & img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  & img {
    transition: transform 1.2s ${(p) => p.theme.motion.ease};
  }
  &:hover img,
  &:focus-visible img {
    transform: scale(1.035);
  }
  /*
   * The focus ring is drawn by a pseudo-element above the images: Chromium paints the positioned,
   * transformed pictures over the link's own outline. The outline stays, transparent, for forced colors.
   */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 2;
    pointer-events: none;
  }
  &:focus-visible {
    outline-color: transparent;
  }
  &:focus-visible::before {
    box-shadow:
      inset 0 0 0 3px ${(p) => p.theme.color.accent},
      inset 0 0 0 5px ${(p) => p.theme.color.ink};
  }
`;

/** The alternate image sits on top, transparent until the tile is hovered or focused: a crossfade. */
const Alternate = styled.div`
  position: absolute;
  inset: 0;
  opacity: 0;
  transition: opacity 0.6s ${(p) => p.theme.motion.ease};
  ${Frame}:hover &,
  ${Frame}:focus-visible & {
    opacity: 1;
  }
`;

/** Caption over a scrim dark enough for AA contrast of paper-colored text over any image. */
const Caption = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  z-index: 1;
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: 4px 16px;
  padding: clamp(56px, 8vw, 96px) clamp(16px, 2vw, 28px) clamp(16px, 2vw, 24px);
  background: linear-gradient(to top, rgba(17, 17, 16, 0.9) 0%, rgba(17, 17, 16, 0.72) 45%, rgba(17, 17, 16, 0) 100%);
  &::after {
    /* A layer line that prints across the caption on hover. */
    content: '';
    position: absolute;
    left: 0;
    bottom: 0;
    height: 3px;
    width: 100%;
    background: ${(p) => p.theme.color.accent};
    transform: scaleX(0);
    transform-origin: left;
    transition: transform 0.6s ${(p) => p.theme.motion.ease};
  }
  ${Frame}:hover &::after,
  ${Frame}:focus-visible &::after {
    transform: scaleX(1);
  }
`;

const Meta = styled.p`
  grid-column: 1 / -1;
  display: flex;
  gap: 14px;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.concrete};
`;

const Title = styled.h3`
  font-size: clamp(1.5rem, 2.4vw, 2.25rem);
  letter-spacing: -0.03em;
  line-height: 1.05;
`;

const Arrow = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid rgba(244, 241, 234, 0.5);
  transition: background-color 0.3s, color 0.3s, border-color 0.3s;
  ${Frame}:hover &,
  ${Frame}:focus-visible & {
    background: ${(p) => p.theme.color.accent};
    border-color: ${(p) => p.theme.color.accent};
    color: ${(p) => p.theme.color.ink};
  }
`;

export interface HoverSwapTileProps {
  tile: ProjectTile;
  /** Position in its grid, shown as '01', '02'... */
  index: number;
  /** Only for a tile that is the page's largest above-the-fold image. */
  priority?: boolean;
  /** h3 under a section heading (home); h2 straight under the page's h1 (portfolio). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A project tile: the main image crossfades to the alternate on hover and keyboard focus. Both
 * images are decorative here (alt=""): the link is named by its title and category, and the same
 * pictures are described on the project page.
 */
export function HoverSwapTile({ tile, index, priority = false, headingLevel = 'h3' }: HoverSwapTileProps) {
  const sizes = tileImageSizes[tile.gridClass];
  return (
    <Frame to={tile.link} data-tile={tile.id}>
      <Picture image={tile.image} sizes={sizes} alt="" priority={priority} />
      <Alternate>
        <Picture image={tile.hoverImage} sizes={sizes} alt="" />
      </Alternate>
      <Caption>
        <Meta>
          <span aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
          <span>{tile.category}</span>
        </Meta>
        <Title as={headingLevel}>{tile.title}</Title>
        <Arrow aria-hidden="true">
          <ArrowIcon />
        </Arrow>
      </Caption>
    </Frame>
  );
}
