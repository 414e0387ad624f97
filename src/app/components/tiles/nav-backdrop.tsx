import styled from 'styled-components';

/**
 * Routes whose handle declares a dark hero keep the bar transparent at the top. When such a route
 * renders its light not-found view instead, this strip gives the bar's light text a dark ground.
 */
export const NavBackdrop = styled.div`
  height: ${(p) => p.theme.size.navHeight};
  background: ${(p) => p.theme.color.ink};
`;
