import styled, { keyframes } from 'styled-components';
import { partnersSection } from '../../../content/home';
import type { Partner } from '../../../content/types';

const LOGO_HEIGHT = 36;
/** Width reserved before an SVG arrives (the wordmarks are drawn 250 x 40); each logo's own ratio takes over once loaded. */
const LOGO_WIDTH = 225;

/* One copy of the list is exactly a third of the track, so moving by -100%/repeat loops seamlessly. */
const scroll = keyframes`
  from { transform: translate3d(0, 0, 0); }
  to { transform: translate3d(${-100 / partnersSection.repeat}%, 0, 0); }
`;

const Viewport = styled.div`
  overflow: hidden;
  padding: 8px 0;
  -webkit-mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
  mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Track = styled.div`
  display: flex;
  width: max-content;
  animation: ${scroll} 36s linear infinite;
  will-change: transform;
  ${Viewport}:hover &,
  ${Viewport}:focus-within & {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    width: auto;
    justify-content: center;
  }
`;

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: clamp(40px, 6vw, 96px);
  /* The trailing padding equals the gap so the seam between copies is invisible. */
  padding: 0 clamp(40px, 6vw, 96px) 0 0;
  margin: 0;
  list-style: none;
  @media (prefers-reduced-motion: reduce) {
    flex-wrap: wrap;
    justify-content: center;
    row-gap: 24px;
    padding: 0 16px;
    &[aria-hidden='true'] {
      display: none;
    }
  }
`;

const Logo = styled.img`
  display: block;
  height: ${LOGO_HEIGHT}px;
  width: auto;
  max-width: none;
`;

/**
 * The partner logos in an endless, compositor-only CSS loop: the list repeated 3 times (spec
 * section 9), the copies hidden from assistive technology so each partner is announced once.
 * It pauses while hovered or focused (focusable so keyboard users can stop it) and stands still,
 * as a centered wrap of logos, under reduced motion.
 */
export function PartnerMarquee({ partners }: { partners: Partner[] }) {
  const copies = Array.from({ length: partnersSection.repeat }, (_, index) => index);
  return (
    <Viewport tabIndex={0} role="region" aria-label={partnersSection.logosLabel}>
      <Track>
        {copies.map((copy) => (
          <List key={copy} aria-hidden={copy > 0 ? 'true' : undefined}>
            {partners.map((partner) => (
              <li key={partner.id}>
                <Logo src={partner.src} alt={copy > 0 ? '' : partner.alt} width={LOGO_WIDTH} height={LOGO_HEIGHT} loading="lazy" decoding="async" />
              </li>
            ))}
          </List>
        ))}
      </Track>
    </Viewport>
  );
}
