import { theme } from '../../src/app/styles/theme';

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const c = theme.color;

describe('theme colours meet WCAG AA', () => {
  test.each([
    ['ink on paper', c.ink, c.paper],
    ['ink on paperDeep', c.ink, c.paperDeep],
    ['ink on concrete', c.ink, c.concrete],
    ['inkSoft on paper', c.inkSoft, c.paper],
    ['stone on paper', c.stone, c.paper],
    ['stone on paperDeep', c.stone, c.paperDeep],
    ['stone on concrete', c.stone, c.concrete],
    ['stone on white', c.stone, c.white],
    ['paper on ink', c.paper, c.ink],
    ['paper on inkSoft', c.paper, c.inkSoft],
    ['stoneLight on ink', c.stoneLight, c.ink],
    ['stoneLight on inkSoft', c.stoneLight, c.inkSoft],
    ['accentInk on paper', c.accentInk, c.paper],
    ['ink on accent (primary buttons)', c.ink, c.accent],
    ['accent on ink', c.accent, c.ink],
    ['white on danger (error toast)', c.white, c.danger],
    ['paper on success', c.paper, c.success],
  ])('%s: at least 4.5:1 for text', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  test.each([c.paper, c.paperDeep, c.ink, c.white])('the focus ring stands out at 3:1 against %s', (background) => {
    expect(contrast(c.focus, background)).toBeGreaterThanOrEqual(3);
  });
});
