import styled, { css } from 'styled-components';

const Box = styled.p<{ $tone: 'error' | 'info' }>`
  padding: 14px 16px;
  border-left: 4px solid ${(p) => (p.$tone === 'error' ? p.theme.color.danger : p.theme.color.ink)};
  background: ${(p) => p.theme.color.white};
  font-size: 0.9375rem;
  font-weight: 500;
  ${(p) =>
    p.$tone === 'error' &&
    css`
      color: ${p.theme.color.danger};
    `}
`;

/** A message on the login page itself: the outcome of a no-JavaScript post, or why the session ended. */
export function LoginNotice({ tone, children }: { tone: 'error' | 'info'; children: string }) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
