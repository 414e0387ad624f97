import { css } from 'styled-components';

/** The desk's small caps label (form fields, figure names), in mono like the reading pane's. */
export const fieldLabel = css`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.stone};
`;
