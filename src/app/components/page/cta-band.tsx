import type { ReactNode } from 'react';
import styled from 'styled-components';
import { desktop } from '../../styles/theme';
import { HeroEyebrow } from './dark-hero';

const Root = styled.section`
  position: relative;
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.paper};
  padding: clamp(72px, 10vw, 144px) 0;
  border-bottom: 1px solid rgba(244, 241, 234, 0.12);
  /* A band of layer lines along the top edge, like the first courses of a print. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto 0;
    height: 56px;
    background-image: repeating-linear-gradient(to bottom, rgba(244, 241, 234, 0.08) 0 1px, transparent 1px 7px);
    pointer-events: none;
  }
`;

const Inner = styled.div`
  display: grid;
  gap: 28px;
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.size.gutter};
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.size.gutter};
    align-items: end;
  }
`;

const Heading = styled.h2`
  max-width: 14ch;
  font-size: clamp(2.5rem, 6.5vw, 5.75rem);
  line-height: 0.98;
  letter-spacing: -0.04em;
  text-wrap: balance;
`;

const Body = styled.div`
  display: grid;
  gap: 28px;
  ${desktop} {
    grid-column: 9 / span 4;
  }
  p {
    max-width: 46ch;
    color: rgba(244, 241, 234, 0.86);
    font-size: 1.0625rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const Top = styled.div`
  ${desktop} {
    grid-column: 1 / span 7;
  }
`;

/** Closing call to action of a page: a large question on near-black and one or two buttons. */
export function CtaBand({ eyebrow, heading, text, children }: { eyebrow?: string; heading: string; text: string; children: ReactNode }) {
  return (
    <Root aria-labelledby="page-cta-heading">
      <Inner>
        <Top>
          {eyebrow ? <HeroEyebrow>{eyebrow}</HeroEyebrow> : null}
          <Heading id="page-cta-heading">{heading}</Heading>
        </Top>
        <Body>
          <p>{text}</p>
          <Actions>{children}</Actions>
        </Body>
      </Inner>
    </Root>
  );
}
