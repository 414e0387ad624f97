import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { MediaKey } from '../../../content/types';
import { desktop } from '../../styles/theme';
import { Picture } from '../media/picture';

const Root = styled.header<{ $fullScreen: boolean }>`
  position: relative;
  isolation: isolate;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  min-height: ${(p) => (p.$fullScreen ? '100svh' : 'max(560px, min(92svh, 920px))')};
  padding: calc(${(p) => p.theme.size.navHeight} + 48px) 0 clamp(40px, 6vw, 88px);
  overflow: hidden;
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.paper};
  /* Faint layer lines across the whole hero: the texture of a printed wall. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    pointer-events: none;
    background-image: repeating-linear-gradient(to bottom, rgba(244, 241, 234, 0.05) 0 1px, transparent 1px 7px);
  }
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  z-index: -3;
  picture,
  img {
    width: 100%;
    height: 100%;
  }
  img {
    object-fit: cover;
  }
`;

/**
 * Keeps text over any photograph at AA contrast: dark at the bottom and left where the copy sits,
 * and at the top under the transparent navigation bar.
 */
const Scrim = styled.div`
  position: absolute;
  inset: 0;
  z-index: -2;
  background:
    linear-gradient(to bottom, rgba(17, 17, 16, 0.7) 0, rgba(17, 17, 16, 0) 180px),
    linear-gradient(to top, rgba(17, 17, 16, 0.94) 0%, rgba(17, 17, 16, 0.8) 38%, rgba(17, 17, 16, 0.42) 72%, rgba(17, 17, 16, 0.3) 100%),
    linear-gradient(to right, rgba(17, 17, 16, 0.55) 0%, rgba(17, 17, 16, 0) 70%);
`;

/**
 * Decorative artwork beside the heading of a typographic hero; wide screens only, where there is
 * room. It sits in the flow (not over the hero) so it can never run into the in-page index below.
 */
const Art = styled.div`
  display: none;
  @media (min-width: ${(p) => p.theme.breakpoint.wide}) {
    display: block;
  }
`;

const Top = styled.div`
  @media (min-width: ${(p) => p.theme.breakpoint.wide}) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) min(38vw, 560px);
    gap: clamp(32px, 4vw, 64px);
    align-items: end;
  }
`;

const Inner = styled.div`
  width: 100%;
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.size.gutter};
`;

export const HeroEyebrow = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: clamp(18px, 2.5vw, 28px);
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.stoneLight};
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    background: ${(p) => p.theme.color.accent};
  }
`;

const Title = styled.h1`
  max-width: 15ch;
  font-size: clamp(2.625rem, 8vw, 7.25rem);
  line-height: 0.96;
  letter-spacing: -0.045em;
  text-wrap: balance;
`;

const Lead = styled.p`
  max-width: 56ch;
  margin-top: clamp(20px, 2.5vw, 32px);
  font-size: clamp(1.0625rem, 1.5vw, 1.3125rem);
  line-height: 1.55;
  color: rgba(244, 241, 234, 0.9);
`;

const Extra = styled.div`
  margin-top: clamp(36px, 5vw, 72px);
  ${desktop} {
    margin-top: clamp(48px, 6vw, 96px);
  }
`;

export interface DarkHeroProps {
  eyebrow: string;
  title: string;
  lead?: string;
  /** Background photograph; without one the hero is typographic on near-black. */
  image?: MediaKey;
  /** Fill the first screen entirely (the materials page). */
  fullScreen?: boolean;
  /** Rendered under the lead: an in-page index or a strip of key figures. */
  children?: ReactNode;
  /** Decorative artwork for a hero without a photograph (hidden from assistive technology). */
  art?: ReactNode;
}

/**
 * Full-bleed dark opening of a page: the route sets `handle.hero` so the navigation bar starts
 * transparent over it. The photograph is the page's largest above-the-fold image, hence `priority`.
 */
export function DarkHero({ eyebrow, title, lead, image, fullScreen = false, children, art }: DarkHeroProps) {
  return (
    <Root $fullScreen={fullScreen}>
      {image ? (
        <>
          <Backdrop>
            <Picture image={image} sizes="100vw" priority />
          </Backdrop>
          <Scrim />
        </>
      ) : null}
      <Inner>
        <Top>
          <div>
            <HeroEyebrow>{eyebrow}</HeroEyebrow>
            <Title>{title}</Title>
            {lead ? <Lead>{lead}</Lead> : null}
          </div>
          {art ? <Art aria-hidden="true">{art}</Art> : null}
        </Top>
        {children ? <Extra>{children}</Extra> : null}
      </Inner>
    </Root>
  );
}
