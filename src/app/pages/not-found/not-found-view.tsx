import type { ReactNode } from 'react';
import { AppLink } from '../../components/links/app-link';
import styled from 'styled-components';

const Wrapper = styled.section`
  display: grid;
  place-content: center;
  gap: 20px;
  min-height: 60vh;
  padding: 96px ${(p) => p.theme.size.gutter};
  text-align: center;
  h1 {
    font-size: clamp(2.25rem, 6vw, 4.5rem);
  }
  p {
    color: ${(p) => p.theme.color.stone};
  }
  code {
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.9375rem;
    padding: 10px 14px;
    background: ${(p) => p.theme.color.paperDeep};
    border-left: 3px solid ${(p) => p.theme.color.accent};
    justify-self: center;
  }
  a {
    justify-self: center;
    padding: 14px 22px;
    background: ${(p) => p.theme.color.ink};
    color: ${(p) => p.theme.color.paper};
    font-weight: 600;
    text-decoration: none;
  }
`;

/** Shared look of the three "not found" screens: unknown path, project and reference. */
export function NotFoundView({ heading, children, link }: { heading: string; children?: ReactNode; link: { label: string; href: string } }) {
  return (
    <Wrapper>
      <h1>{heading}</h1>
      {children}
      <AppLink to={link.href}>{link.label}</AppLink>
    </Wrapper>
  );
}
