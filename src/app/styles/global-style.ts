import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${(p) => p.theme.color.paper};
    color: ${(p) => p.theme.color.ink};
    font-family: ${(p) => p.theme.font.text};
    font-size: 1rem;
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
    overflow-x: hidden;
  }
  h1, h2, h3, h4 {
    font-family: ${(p) => p.theme.font.display};
    letter-spacing: -0.02em;
    line-height: 1.08;
    margin: 0;
    font-weight: 600;
  }
  p { margin: 0; }
  a { color: inherit; }
  img, video, svg { display: block; max-width: 100%; }
  button, input, textarea, select { font: inherit; color: inherit; }
  :focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 3px;
  }
  ::selection { background: ${(p) => p.theme.color.accent}; color: ${(p) => p.theme.color.ink}; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
