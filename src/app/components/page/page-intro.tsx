import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { desktop } from '../../styles/theme';

const Wrapper = styled.header<{ $withAside: boolean }>`
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: clamp(48px, 9vw, 120px) ${(p) => p.theme.size.gutter} clamp(32px, 5vw, 64px);
  border-bottom: 1px solid ${(p) => p.theme.color.concrete};
  /* With an aside: text in the left seven columns, the aside in the right five, feet aligned. */
  ${(p) =>
    p.$withAside &&
    css`
      display: grid;
      gap: 40px;
      ${desktop} {
        grid-template-columns: repeat(12, minmax(0, 1fr));
        column-gap: ${p.theme.size.gutter};
        align-items: end;
        & > div {
          grid-column: 1 / span 7;
        }
        & > aside {
          grid-column: 9 / -1;
        }
      }
    `}
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

/** The plain opening of a text page: eyebrow, large title, optional lead paragraph and an aside beside them. */
export function PageIntro({ eyebrow, title, children, aside }: { eyebrow?: string; title: string; children?: ReactNode; aside?: ReactNode }) {
  const text = (
    <>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Title>{title}</Title>
      {children ? <Lead>{children}</Lead> : null}
    </>
  );
  return (
    <Wrapper $withAside={aside !== undefined}>
      {aside ? (
        <>
          <div>{text}</div>
          <aside>{aside}</aside>
        </>
      ) : (
        text
      )}
    </Wrapper>
  );
}
