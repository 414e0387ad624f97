import { createGlobalStyle } from 'styled-components';

/**
 * Hides the document scrollbar while the page that renders it is mounted (spec: /projects). A
 * global style rather than an effect, so the server-rendered HTML already carries it and it is
 * removed again when the visitor navigates away. Scrolling itself is unchanged.
 */
export const HiddenScrollbar = createGlobalStyle`
  html,
  body {
    scrollbar-width: none;
    -ms-overflow-style: none;
  }
  html::-webkit-scrollbar,
  body::-webkit-scrollbar {
    display: none;
  }
`;
