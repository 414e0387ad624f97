import styled from 'styled-components';
import { homeHero } from '../../../content/home-hero';
import { site } from '../../../content/site';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/section';
import { ContactDialogTrigger } from '../../features/contact/contact-dialog-trigger';
import { HeroVideo } from '../../features/hero-video/hero-video';
import { desktop } from '../../styles/theme';

const Hero = styled.section`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: flex-end;
  min-height: max(600px, 100vh);
  min-height: max(600px, 100svh);
  overflow: hidden;
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.paper};
`;

const Media = styled.div`
  position: absolute;
  inset: 0;
  z-index: -2;
`;

/* Top: legibility of the transparent bar. Bottom: AA contrast for the headline over the video. */
const Scrim = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  background:
    linear-gradient(to bottom, rgba(17, 17, 16, 0.6) 0, rgba(17, 17, 16, 0) 200px),
    linear-gradient(to top, rgba(17, 17, 16, 0.94) 0%, rgba(17, 17, 16, 0.72) 42%, rgba(17, 17, 16, 0.1) 80%);
  ${desktop} {
    background:
      linear-gradient(to bottom, rgba(17, 17, 16, 0.6) 0, rgba(17, 17, 16, 0) 200px),
      linear-gradient(to top, rgba(17, 17, 16, 0.92) 0%, rgba(17, 17, 16, 0.55) 45%, rgba(17, 17, 16, 0) 75%),
      linear-gradient(to right, rgba(17, 17, 16, 0.55) 0%, rgba(17, 17, 16, 0) 60%);
  }
`;

const Content = styled(Container)`
  width: 100%;
  padding-top: calc(${(p) => p.theme.size.navHeight} + 64px);
  padding-bottom: clamp(28px, 4vw, 48px);
`;

const Eyebrow = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: clamp(20px, 3vw, 32px);
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.concrete};
  &::before {
    content: '';
    width: 28px;
    height: 3px;
    background: ${(p) => p.theme.color.accent};
  }
`;

const Headline = styled.h1`
  max-width: 11ch;
  font-size: clamp(3rem, 10vw, 9.5rem);
  font-weight: 600;
  letter-spacing: -0.05em;
  line-height: 0.92;
`;

const Lower = styled.div`
  display: grid;
  gap: 28px;
  margin-top: clamp(28px, 4vw, 48px);
  ${desktop} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: end;
  }
`;

const Subline = styled.p`
  max-width: 44ch;
  font-size: clamp(1.0625rem, 1.5vw, 1.25rem);
  line-height: 1.5;
  color: ${(p) => p.theme.color.paper};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  ${desktop} {
    justify-content: flex-end;
  }
`;

/** A layer-line strip along the foot of the hero with where the studio prints. */
const Plate = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px 24px;
  margin-top: clamp(32px, 5vw, 64px);
  padding-top: 14px;
  border-top: 1px solid rgba(244, 241, 234, 0.3);
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.6875rem;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.stoneLight};
`;


function coordinates(): string {
  const { latitude, longitude } = site.geo;
  return `${Math.abs(latitude).toFixed(4)}° ${latitude >= 0 ? 'N' : 'S'}  ${Math.abs(longitude).toFixed(4)}° ${longitude >= 0 ? 'E' : 'W'}`;
}

/** The full-bleed opening of the home page: the looping print video over its still, and the tagline. */
export function HomeHero() {
  return (
    <Hero aria-labelledby="home-title">
      <Media>
        <HeroVideo still={homeHero.image} sources={homeHero.videoSources} />
      </Media>
      <Scrim />
      <Content>
        <Eyebrow>{homeHero.eyebrow}</Eyebrow>
        <Headline id="home-title">{homeHero.headline}</Headline>
        <Lower>
          <Subline>{homeHero.subline}</Subline>
          <Actions>
            <ButtonLink to={homeHero.cta.href} $variant="primary">
              {homeHero.cta.label}
            </ButtonLink>
            <ContactDialogTrigger variant="inverse">{homeHero.contactLabel}</ContactDialogTrigger>
          </Actions>
        </Lower>
        <Plate aria-hidden="true">
          <span>{site.address.city}, {site.address.region}</span>
          <span>{coordinates()}</span>
        </Plate>
      </Content>
    </Hero>
  );
}
