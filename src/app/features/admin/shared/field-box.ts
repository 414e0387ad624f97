import { css } from 'styled-components';

/** The box of the desk's form fields (text boxes, selects): white on the pane, the theme's corners, the pane's text size. */
export const fieldBox = css`
  border: 1px solid ${(p) => p.theme.color.stoneLight};
  border-radius: ${(p) => p.theme.size.radius};
  background: ${(p) => p.theme.color.white};
  font-size: 0.9375rem;
`;

/** A text box's focus: the ink border and accent halo of the site's forms instead of the browser's outline. */
export const fieldFocus = css`
  outline: none;
  border-color: ${(p) => p.theme.color.ink};
  box-shadow: 0 0 0 3px ${(p) => p.theme.color.accent};
`;
