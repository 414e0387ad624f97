/**
 * Design tokens (DESIGN.md section 7): near-black, warm off-white, concrete grays and one signal
 * accent. Every color pair used for text is checked against WCAG AA in test/unit/theme.test.ts.
 */
export const theme = {
  color: {
    ink: '#111110',
    inkSoft: '#2b2a28',
    paper: '#f4f1ea',
    paperDeep: '#e8e3d8',
    concrete: '#d9d5cc',
    // Dark enough for small text on every light band, paperDeep and concrete included (WCAG AA).
    stone: '#5f5c56',
    stoneLight: '#a8a49c',
    accent: '#ff5a1f',
    accentInk: '#b83a0b',
    /** Focus ring: at least 3:1 against paper, ink and white, so it shows on light and dark bands. */
    focus: '#d9480f',
    white: '#ffffff',
    danger: '#b42318',
    success: '#1f7a4d',
  },
  font: {
    display: "'Space Grotesk Variable', 'Space Grotesk Fallback', 'Helvetica Neue', Arial, sans-serif",
    text: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: "'JetBrains Mono Variable', 'JetBrains Mono Fallback', ui-monospace, SFMono-Regular, Menlo, monospace",
  },
  size: {
    navHeight: '72px',
    maxWidth: '1440px',
    gutter: 'clamp(16px, 3vw, 32px)',
    radius: '2px',
  },
  breakpoint: {
    desktop: '900px',
    wide: '1200px',
  },
  motion: {
    page: '0.5s',
    ease: 'cubic-bezier(0.2, 0.7, 0.2, 1)',
  },
} as const;

export type Theme = typeof theme;

/** Media query for the desktop layout, which starts at 900 px (spec section 9). */
export const desktop = `@media (min-width: ${theme.breakpoint.desktop})`;
