// Full-bleed images up to 2880 px for retina laptops, without phones fetching more than before
// (issue 22): checks the widths each <Picture> offers and which file a browser would choose.
import { renderToStaticMarkup } from 'react-dom/server';
import { catalogEntry } from '../../src/app/components/media/image-catalog';
import { ServerImageEntriesContext } from '../../src/app/components/media/image-entries';
import { Picture, type PictureProps } from '../../src/app/components/media/picture';
import { imageInfo } from '../../src/content/generated/media';

const FULL_BLEED = ['home/hero', 'projects/toothsome/a', 'references/pandora-avatar/a', 'master-planning/hero'];
/** Widths every image had before the retina variants; a phone must choose among these alone. */
const PHONE_WIDTHS = [480, 960, 1600];

interface Source {
  type: string | null;
  media: string | null;
  widths: number[];
}

/** A <Picture> as the server renders it, reading the whole image catalog. */
function serverMarkup(props: PictureProps): string {
  return renderToStaticMarkup(
    <ServerImageEntriesContext.Provider value={catalogEntry}>
      <Picture {...props} />
    </ServerImageEntriesContext.Provider>,
  );
}

/** The <source>s and the <img> of a rendered <picture>, with the widths each offers. */
function offered(markup: string): Source[] {
  const tags = [...markup.matchAll(/<(source|img)\b([^>]*)>/g)];
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
  return tags.map(([, , attrs]) => ({
    type: attr(attrs!, 'type'),
    media: attr(attrs!, 'media'),
    widths: (attr(attrs!, 'srcSet') ?? attr(attrs!, 'srcset') ?? '').split(',').map((candidate) => Number(/ (\d+)w$/.exec(candidate.trim())?.[1])),
  }));
}

/** What a browser picks from a srcset with sizes="100vw": the smallest width covering the device pixels. */
function choose(widths: number[], viewport: number, dpr: number): number {
  const need = viewport * dpr;
  return [...widths].sort((a, b) => a - b).find((w) => w >= need) ?? Math.max(...widths);
}

/** The source a browser uses for AVIF at this viewport width: the first whose media matches. */
function avifSource(sources: Source[], viewport: number): Source {
  return sources.find((s) => s.type === 'image/avif' && (s.media === null || viewport >= Number(/min-width: (\d+)px/.exec(s.media)?.[1] ?? Infinity)))!;
}

describe.each(FULL_BLEED)('%s, drawn edge to edge', (key) => {
  const sources = offered(serverMarkup({ image: key, sizes: '100vw' }));

  test('is rendered at 2880 x 1800 and offered at 2240 and 2880 px from 900 px wide, as AVIF and WebP', () => {
    expect([imageInfo(key).width, imageInfo(key).height]).toEqual([2880, 1800]);
    const desktop = sources.filter((s) => s.media === '(min-width: 900px)');
    expect(desktop.map((s) => [s.type, s.widths])).toEqual([
      ['image/avif', [480, 960, 1600, 2240, 2880]],
      ['image/webp', [480, 960, 1600, 2240, 2880]],
    ]);
  });

  test('below 900 px only the widths phones had before are offered, so they fetch the same file as before', () => {
    const rest = sources.filter((s) => s.media === null);
    expect(rest.map((s) => s.widths)).toEqual([PHONE_WIDTHS, PHONE_WIDTHS, PHONE_WIDTHS]);
    for (const dpr of [1, 1.75, 2, 3]) expect(choose(avifSource(sources, 390).widths, 390, dpr)).toBe(choose(PHONE_WIDTHS, 390, dpr));
  });

  test('a retina laptop at 1440 px gets the 2880 px file; at 1x it stays at 1600', () => {
    expect(choose(avifSource(sources, 1440).widths, 1440, 2)).toBe(2880);
    expect(choose(avifSource(sources, 1440).widths, 1440, 1)).toBe(1600);
  });
});

test('other images keep their three widths and offer no media-specific sources', () => {
  const sources = offered(serverMarkup({ image: 'projects/toothsome/c', sizes: '100vw' }));
  expect(sources.map((s) => [s.media, s.widths])).toEqual([
    [null, PHONE_WIDTHS],
    [null, PHONE_WIDTHS],
    [null, PHONE_WIDTHS],
  ]);
});
