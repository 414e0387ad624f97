// Every image key the site references, mapped to a scene recipe, a camera view and parameters.
export interface ImageJob {
  key: string;
  recipe: string;
  view?: string;
  params?: Record<string, unknown>;
  width: number; // largest variant
  height: number;
  widths: number[];
  formats: Array<'avif' | 'webp' | 'jpg' | 'png'>;
  ao?: number;
  /** Supersampling for this key (default: the run's --ss). */
  ss?: number;
}

export const WIDTHS = [480, 960, 1600];
/**
 * Images drawn edge to edge (heroes, the home banner) also come at 2240 and 2880 px for retina
 * laptops. <Picture> offers those widths from 900 px only, so phones fetch what they did before.
 */
export const RETINA_WIDTHS = [...WIDTHS, 2240, 2880];
const WIDE = { width: 1600, height: 1000, widths: WIDTHS, formats: ['avif', 'webp', 'jpg'] as ImageJob['formats'] };
// 1.25x of 2880 px is already 3600 px: enough to anti-alias layer lines, and half the render time of 1.5x.
const FULL_BLEED = { width: 2880, height: 1800, widths: RETINA_WIDTHS, formats: ['avif', 'webp', 'jpg'] as ImageJob['formats'], ss: 1.25 };
const PORTRAIT = { width: 1600, height: 2000, widths: WIDTHS, formats: ['avif', 'webp', 'jpg'] as ImageJob['formats'] };

export const PROJECT_IDS = [
  'stratum', 'concepts', 'legoland', 'bumper8', 'hmart', 'custom-furniture', 'kasa-tapas',
  'aloft-orlando', 'sls-south-beach', 'hyde-lounge', 'southwest-lounge', 'toothsome',
] as const;
export const REFERENCE_IDS = ['pandora-avatar', 'epic-universe', 'legoland-florida', 'turks-and-caicos'] as const;
export const MATERIAL_IDS = ['petg', 'abs', 'pp', 'asa', 'pla', 'pc', 'pei', 'tpe', 'purge'] as const;
export const STORE_IDS = ['seating', 'lighting', 'decoration', 'canopies', 'planters', 'furniture', 'architectural-features'] as const;

const STORE_PARAMS: Record<string, Record<string, unknown>> = {
  seating: { az: 0.55, el: 0.3 },
  lighting: { dark: true, az: 0.3, el: 0.1 },
  decoration: { backdrop: 0xbdb7ad, az: 0.2, el: 0.25 },
  canopies: { az: 0.7, el: 0.05 },
  planters: { backdrop: 0xcac4ba, az: -0.4, el: 0.3 },
  furniture: { az: 0.9, el: 0.35 },
  'architectural-features': { dark: true, az: 0.75, el: 0.12 },
};

export function imageJobs(): ImageJob[] {
  const jobs: ImageJob[] = [];
  const add = (key: string, recipe: string, view?: string, params?: Record<string, unknown>, size: Omit<ImageJob, 'key' | 'recipe'> = WIDE): void => {
    jobs.push({ key, recipe, view, params, ...size });
  };
  add('home/hero', 'home', 'hero', undefined, FULL_BLEED);
  add('home/banner', 'banner', 'a', undefined, FULL_BLEED);
  add('home/before', 'home', 'before', { digital: true });
  add('home/after', 'home', 'after');
  // View a is each project's and reference's full-bleed hero.
  for (const id of PROJECT_IDS) for (const vw of ['a', 'b', 'c']) add(`projects/${id}/${vw}`, id, vw, undefined, vw === 'a' ? FULL_BLEED : WIDE);
  for (const id of REFERENCE_IDS) for (const vw of ['a', 'b', 'c']) add(`references/${id}/${vw}`, id, vw, undefined, vw === 'a' ? FULL_BLEED : WIDE);
  for (const id of MATERIAL_IDS) add(`materials/${id}`, 'material', 'a', { id });
  for (const id of STORE_IDS) add(`store/${id}`, 'studioPiece', 'a', { kind: id, ...STORE_PARAMS[id] });
  add('team/ceo', 'bust', 'a', { style: 'oval' }, PORTRAIT);
  add('team/business-development', 'bust', 'a', { style: 'angular' }, PORTRAIT);
  add('capabilities/design-build', 'design-build', 'a', undefined, FULL_BLEED);
  add('capabilities/fabrication', 'gantry', 'a', { progress: 0.62 });
  add('capabilities/architecture', 'architecture', 'a');
  add('capabilities/furniture', 'studioPiece', 'a', { kind: 'furniture', dark: true, az: -0.6, el: 0.25 });
  add('capabilities/digital', 'lattice', 'a', { toolpath: true });
  add('master-planning/hero', 'masterplan', 'hero', { mode: 'hero' }, FULL_BLEED);
  add('master-planning/sketch', 'masterplan', 'sketch', { mode: 'sketch' });
  add('master-planning/check', 'masterplan', 'check', { mode: 'check' });
  add('master-planning/make', 'gantry', 'close', { progress: 0.4 });
  jobs.push({ key: 'og/default', recipe: 'home', view: 'og', width: 1200, height: 630, widths: [1200], formats: ['jpg', 'png'] });
  return jobs;
}

export interface VideoJob {
  name: string;
  recipe: string;
  view?: string;
  params?: Record<string, unknown>;
  width: number;
  height: number;
  fps: number;
  seconds: number;
  ss: number;
  seek: boolean; // scrub-friendly GOP
  webm: boolean;
  poster?: string;
  maxBytes: number;
  /** A second, smaller encode of the same frames for narrow screens (`{name}-{height}.mp4`). */
  small?: { width: number; height: number };
}

export function videoJobs(): VideoJob[] {
  return [
    // 16:9 at full HD for retina laptops; phones and tablets get the 720p encode of the same frames.
    // The poster stays 16:10: both are drawn with object-fit: cover, so they frame alike in any box
    // taller than 16:10.
    { name: 'hero', recipe: 'home', view: 'hero', width: 1920, height: 1080, fps: 24, seconds: 6, ss: 1.25, seek: false, webm: true, poster: 'home/hero', maxBytes: 2.5e6, small: { width: 1280, height: 720 } },
    { name: 'scroll-intro', recipe: 'gantry', view: 'a', params: { progress: 0.05 }, width: 960, height: 540, fps: 24, seconds: 4.5, ss: 1.25, seek: true, webm: false, maxBytes: 4e6 },
    { name: 'scroll-main', recipe: 'lattice', view: 'a', width: 960, height: 540, fps: 24, seconds: 4.5, ss: 1.25, seek: true, webm: false, maxBytes: 4e6 },
    { name: 'case-study', recipe: 'turks-and-caicos', view: 'a', params: { video: true }, width: 960, height: 540, fps: 24, seconds: 5, ss: 1.25, seek: true, webm: false, maxBytes: 4e6 },
  ];
}
