import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.header`
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: clamp(48px, 9vw, 120px) ${(p) => p.theme.size.gutter} clamp(32px, 5vw, 64px);
  border-bottom: 1px solid ${(p) => p.theme.color.concrete};
`;

export const Eyebrow = styled.p`
  margin-bottom: 18px;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.stone};
`;

const Title = styled.h1`
  font-size: clamp(2.5rem, 7vw, 5.5rem);
  letter-spacing: -0.035em;
  max-width: 16ch;
`;

const Lead = styled.div`
  margin-top: 24px;
  max-width: 60ch;
  font-size: clamp(1.0625rem, 1.4vw, 1.25rem);
  color: ${(p) => p.theme.color.inkSoft};
`;

/** The plain opening of a text page: eyebrow, large title, optional lead paragraph. */
export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <Wrapper>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Title>{title}</Title>
      {children ? <Lead>{children}</Lead> : null}
    </Wrapper>
  );
}
