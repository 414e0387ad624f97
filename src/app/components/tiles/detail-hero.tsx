import type { ReactNode } from 'react';
import { AppLink } from '../links/app-link';
import styled from 'styled-components';
import type { MediaKey } from '../../../content/types';
import { Picture } from '../media/picture';
import { Container } from '../ui/section';

const Hero = styled.section`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: flex-end;
  min-height: clamp(560px, 88vh, 980px);
  min-height: clamp(560px, 88svh, 980px);
  overflow: hidden;
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.paper};
  & > picture,
  & > picture img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    z-index: -2;
  }
  /* Top: keeps the transparent bar legible. Bottom: AA contrast for the title over any image. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background:
      linear-gradient(to bottom, rgba(17, 17, 16, 0.62) 0, rgba(17, 17, 16, 0) 180px),
      linear-gradient(to top, rgba(17, 17, 16, 0.92) 0%, rgba(17, 17, 16, 0.7) 38%, rgba(17, 17, 16, 0) 72%);
  }
`;

const Content = styled(Container)`
  width: 100%;
  padding-top: calc(${(p) => p.theme.size.navHeight} + 48px);
  padding-bottom: clamp(40px, 6vw, 80px);
`;

const Crumbs = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin-bottom: 20px;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.concrete};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    color: ${(p) => p.theme.color.paper};
    text-decoration: none;
    border-bottom: 1px solid rgba(244, 241, 234, 0.5);
  }
  a:hover {
    border-bottom-color: ${(p) => p.theme.color.accent};
  }
`;

const Title = styled.h1`
  max-width: 14ch;
  font-size: clamp(2.75rem, 8.5vw, 7.5rem);
  letter-spacing: -0.045em;
  line-height: 0.95;
  overflow-wrap: break-word;
`;

const Meta = styled.div`
  margin-top: clamp(20px, 3vw, 32px);
  padding-top: 16px;
  border-top: 1px solid rgba(244, 241, 234, 0.35);
  display: flex;
  flex-wrap: wrap;
  gap: 8px 32px;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.8125rem;
  letter-spacing: 0.06em;
  color: ${(p) => p.theme.color.concrete};
`;

/**
 * Full-bleed dark opening of a detail page. The image is the page's LCP element, so it is the one
 * picture on the page loaded eagerly with high priority.
 */
export function DetailHero({
  image,
  crumb,
  category,
  title,
  meta,
}: {
  image: MediaKey;
  crumb: { label: string; href: string };
  category: string;
  title: string;
  meta?: ReactNode;
}) {
  return (
    <Hero>
      {/* Drawn with cover: on screens narrower than 16:10 the 88vh-tall image is wider than the viewport. */}
      <Picture image={image} sizes="(min-aspect-ratio: 16/10) 100vw, 141vh" priority />
      <Content>
        <Crumbs>
          <AppLink to={crumb.href}>{crumb.label}</AppLink>
          <span aria-hidden="true">/</span>
          <span>{category}</span>
        </Crumbs>
        <Title>{title}</Title>
        {meta ? <Meta>{meta}</Meta> : null}
      </Content>
    </Hero>
  );
}
