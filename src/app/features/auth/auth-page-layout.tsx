import styled from 'styled-components';
import { AppLink } from '../../components/links/app-link';
import { desktop } from '../../styles/theme';

/*
 * The signed-out pages' layout (sign-in, invitation, password reset): the title on the left, the form
 * in a panel on the right from 900 px, one above the other on phones.
 */

export const AuthLayout = styled.div`
  display: grid;
  gap: clamp(32px, 5vw, 64px);
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: clamp(48px, 8vw, 112px) ${(p) => p.theme.size.gutter} clamp(64px, 9vw, 128px);
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.size.gutter};
    align-items: start;
  }
`;

export const AuthIntro = styled.header`
  ${desktop} {
    grid-column: 1 / span 6;
    padding-top: 18px;
    border-top: 1px solid ${(p) => p.theme.color.ink};
  }
`;

export const AuthTitle = styled.h1`
  font-size: clamp(2.5rem, 6vw, 4.75rem);
  letter-spacing: -0.035em;
`;

export const AuthSubtitle = styled.p`
  margin-top: 20px;
  max-width: 36ch;
  font-size: clamp(1.0625rem, 1.4vw, 1.25rem);
  color: ${(p) => p.theme.color.inkSoft};
`;

export const AuthPanel = styled.section`
  display: grid;
  gap: 24px;
  padding: clamp(24px, 4vw, 40px);
  background: ${(p) => p.theme.color.paperDeep};
  border-top: 3px solid ${(p) => p.theme.color.accent};
  ${desktop} {
    grid-column: 8 / span 5;
  }
`;

export const TextLink = styled(AppLink)`
  justify-self: start;
  font-size: 0.9375rem;
  color: ${(p) => p.theme.color.ink};
  text-decoration: underline;
  text-underline-offset: 3px;
`;
