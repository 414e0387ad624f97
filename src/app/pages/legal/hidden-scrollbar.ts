import { createGlobalStyle } from 'styled-components';

/**
 * The legal pages hide the window's scrollbar (spec). Only the bar is hidden: the document still
 * scrolls with the wheel, touch, Space, Page Up/Down and the arrow keys.
 */
export const HiddenScrollbar = createGlobalStyle`
  html {
    scrollbar-width: none;
  }
  html::-webkit-scrollbar {
    display: none;
  }
`;
