import { css } from 'styled-components';

/** Label–value pairs as the inbox sets them: small mono uppercase labels beside their values. */
export const definitionList = css`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  margin: 0;
  font-size: 0.9375rem;
  dt {
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.75rem;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${(p) => p.theme.color.stone};
    padding-top: 3px;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
