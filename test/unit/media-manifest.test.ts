// Checks the committed media outputs against the manifest and the size budgets.
// Rendering itself is too slow for CI (npm run media); this only verifies what is checked in.
import fs from 'node:fs';
import path from 'node:path';
import manifestJson from '../../src/content/generated/media-manifest.json';
import { animationPage, modelPage } from '../../src/content/animation';
import { imageInfo, mediaManifest, videoInfo } from '../../src/content/generated/media';
import { variantSrc, variantSrcSet } from '../../src/content/generated/image-variants';

const ROOT = path.resolve(__dirname, '..', '..');
const PUBLIC = path.join(ROOT, 'public');
const file = (url: string): string => path.join(PUBLIC, url.replace(/^\//, ''));

const PROJECTS = ['stratum', 'concepts', 'legoland', 'bumper8', 'hmart', 'custom-furniture', 'kasa-tapas', 'aloft-orlando', 'sls-south-beach', 'hyde-lounge', 'southwest-lounge', 'toothsome'];
const REFERENCES = ['pandora-avatar', 'epic-universe', 'legoland-florida', 'turks-and-caicos'];
const EXPECTED_KEYS = [
  'home/hero', 'home/banner', 'home/before', 'home/after',
  ...PROJECTS.flatMap((id) => ['a', 'b', 'c', 'd'].map((v) => `projects/${id}/${v}`)),
  ...REFERENCES.flatMap((id) => ['a', 'b', 'c'].map((v) => `references/${id}/${v}`)),
  ...['petg', 'abs', 'pp', 'asa', 'pla', 'pc', 'pei', 'tpe', 'purge'].map((m) => `materials/${m}`),
  ...['seating', 'lighting', 'decoration', 'canopies', 'planters', 'furniture', 'architectural-features'].map((s) => `store/${s}`),
  'team/ceo', 'team/business-development',
  ...['design-build', 'fabrication', 'architecture', 'furniture', 'digital'].map((c) => `capabilities/${c}`),
  ...['hero', 'sketch', 'check', 'make'].map((m) => `master-planning/${m}`),
  'og/default',
];
/** Drawn edge to edge: the home hero and banner, every project and reference hero, the two dark heroes. */
const FULL_BLEED_KEYS = ['home/hero', 'home/banner', ...PROJECTS.map((id) => `projects/${id}/a`), ...REFERENCES.map((id) => `references/${id}/a`), 'capabilities/design-build', 'master-planning/hero'];
const PARTNERS = ['meridian-space', 'tidewater-parks', 'summit-resorts', 'freshway-market', 'brickland-park'];

describe('media manifest', () => {
  const images = Object.entries(mediaManifest.images);

  it('is the JSON the accessors read', () => {
    expect(Object.keys(manifestJson.images).length).toBe(images.length);
  });

  it('has every key the content references', () => {
    for (const k of EXPECTED_KEYS) expect(Object.keys(mediaManifest.images)).toContain(k);
  });

  it.each(images)('%s: every width/format exists on disk', (key, info) => {
    expect(info.widths.length).toBeGreaterThan(0);
    expect(info.color).toMatch(/^#[0-9a-f]{6}$/);
    for (const w of info.widths)
      for (const f of info.formats) {
        const p = path.join(PUBLIC, 'media', 'img', `${key}-${w}.${f}`);
        expect(fs.existsSync(p)).toBe(true);
      }
  });

  it('uses 480/960/1600 (full-bleed images also 2240/2880) and avif/webp/jpg for every page image, 16:10 or 4:5', () => {
    for (const [key, info] of images) {
      if (key === 'og/default') continue;
      expect(info.widths).toEqual(FULL_BLEED_KEYS.includes(key) ? [480, 960, 1600, 2240, 2880] : [480, 960, 1600]);
      expect(info.formats).toEqual(['avif', 'webp', 'jpg']);
      const ratio = info.height / info.width;
      expect(key.startsWith('team/') ? 1.25 : 0.625).toBeCloseTo(ratio, 3);
    }
  });

  it('keeps every 1600 px variant within 200 KB', () => {
    const over: string[] = [];
    for (const [key, info] of images)
      for (const f of info.formats) {
        if (!info.widths.includes(1600)) continue;
        const size = fs.statSync(path.join(PUBLIC, 'media', 'img', `${key}-1600.${f}`)).size;
        if (size > 200 * 1024) over.push(`${key}-1600.${f}: ${size}`);
      }
    expect(over).toEqual([]);
  });

  it('has the 1200x630 social card as jpg and png', () => {
    const og = imageInfo('og/default');
    expect([og.width, og.height]).toEqual([1200, 630]);
    expect(og.formats).toEqual(expect.arrayContaining(['jpg', 'png']));
  });

  it('has the videos within budget, the hero in full HD with a 720p encode for narrow screens', () => {
    const hero = videoInfo('hero');
    expect([hero.width, hero.height, hero.small?.width, hero.small?.height]).toEqual([1920, 1080, 1280, 720]);
    for (const url of [hero.small!.mp4, hero.small!.webm!]) expect(fs.statSync(file(url)).size).toBeLessThanOrEqual(1024 * 1024);
    expect(fs.statSync(file(hero.mp4)).size).toBeLessThanOrEqual(2.5 * 1024 * 1024);
    expect(hero.webm).toBeDefined();
    expect(fs.statSync(file(hero.webm!)).size).toBeLessThanOrEqual(2.5 * 1024 * 1024);
    expect(hero.poster && imageInfo(hero.poster)).toBeTruthy();
  });

  it('has the scroll films in full HD with a 540p encode of the same frames for narrow screens, within budget', () => {
    for (const name of ['scroll-intro', 'scroll-main', 'case-study']) {
      const v = videoInfo(name);
      expect([v.width, v.height, v.small?.width, v.small?.height]).toEqual([1920, 1080, 960, 540]);
      expect(fs.statSync(file(v.mp4)).size).toBeLessThanOrEqual(4e6);
      expect(fs.statSync(file(v.small!.mp4)).size).toBeLessThanOrEqual(1e6);
      // The pages offer exactly these two files, full HD from 1100 px.
      expect(v.mp4).toBe(`/media/video/${name}.mp4`);
      expect(v.small!.mp4).toBe(`/media/video/${name}-540.mp4`);
    }
    expect(animationPage.videos.intro).toEqual([
      { src: '/media/video/scroll-intro.mp4', type: 'video/mp4', media: '(min-width: 1100px)' },
      { src: '/media/video/scroll-intro-540.mp4', type: 'video/mp4' },
    ]);
    expect(modelPage.video.map((source) => source.src)).toEqual(['/media/video/case-study.mp4', '/media/video/case-study-540.mp4']);
  });

  it('has the partner wordmarks as small monochrome SVGs', () => {
    for (const id of PARTNERS) {
      const p = path.join(PUBLIC, 'media', 'partners', `${id}.svg`);
      expect(fs.existsSync(p)).toBe(true);
      const svg = fs.readFileSync(p, 'utf8');
      expect(svg.length).toBeLessThan(4096);
      expect(svg).toContain('viewBox=');
      expect(svg).toContain('currentColor');
      expect(mediaManifest.partners[id]).toBe(`/media/partners/${id}.svg`);
    }
  });
});

describe('media accessors', () => {
  const hero = imageInfo('home/hero');

  it('build paths and srcsets', () => {
    expect(variantSrc('home/hero', hero)).toBe('/media/img/home/hero-2880.jpg');
    expect(variantSrc('home/hero', hero, 700, 'avif')).toBe('/media/img/home/hero-960.avif');
    expect(variantSrcSet('home/hero', hero, 'webp', 1600)).toBe('/media/img/home/hero-480.webp 480w, /media/img/home/hero-960.webp 960w, /media/img/home/hero-1600.webp 1600w');
    expect(variantSrcSet('home/hero', hero, 'webp')).toMatch(/hero-1600\.webp 1600w, \/media\/img\/home\/hero-2240\.webp 2240w, \/media\/img\/home\/hero-2880\.webp 2880w$/);
  });

  it('throws a clear error for unknown keys and missing formats', () => {
    expect(() => imageInfo('projects/nope/a')).toThrow(/Unknown media image key 'projects\/nope\/a'/);
    expect(() => variantSrc('home/hero', hero, 960, 'png')).toThrow(/Media image 'home\/hero' has no png variant \(has avif, webp, jpg\)/);
  });
});
