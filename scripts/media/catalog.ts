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

/** What each project's workshop picture (view d) shows printing: its signature piece, in its color. */
const WORKSHOP_PIECES: Record<(typeof PROJECT_IDS)[number], Record<string, unknown>> = {
  stratum: { piece: 'lattice', progress: 0.6, az: 0.7 },
  concepts: { piece: 'twist', color: 0x8f8b84, progress: 0.7, az: 0.4 },
  legoland: { piece: 'brick', color: 0xd9a93a, progress: 0.75, az: 0.9 },
  bumper8: { piece: 'car', color: 0xff5a1f, progress: 0.6, az: 0.5 },
  hmart: { piece: 'letter', progress: 0.55, az: 0.35 },
  'custom-furniture': { piece: 'bench', progress: 0.7, az: 0.8 },
  'kasa-tapas': { piece: 'bar', color: 0xb46c4e, progress: 0.6, az: 0.6 },
  'aloft-orlando': { piece: 'wave', progress: 0.5, az: 0.75 },
  'sls-south-beach': { piece: 'canopy', progress: 0.45, az: 0.55 },
  'hyde-lounge': { piece: 'lattice', color: 0x2a2826, progress: 0.5, az: 0.45 },
  'southwest-lounge': { piece: 'fins', progress: 0.65, az: 0.85 },
  toothsome: { piece: 'column', color: 0x4a2c1e, progress: 0.55, az: 0.5 },
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
  // View d is another scene: the project's piece being printed in the workshop.
  for (const id of PROJECT_IDS) add(`projects/${id}/d`, 'workshop', 'd', WORKSHOP_PIECES[id]);
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

const SCROLL_FILM = { width: 1920, height: 1080, fps: 24, ss: 1, seek: true, webm: false, maxBytes: 4e6, small: { width: 960, height: 540 } };

export function videoJobs(): VideoJob[] {
  return [
    // 16:9 at full HD for retina laptops; phones and tablets get the 720p encode of the same frames.
    // The poster stays 16:10: both are drawn with object-fit: cover, so they frame alike in any box
    // taller than 16:10.
    { name: 'hero', recipe: 'home', view: 'hero', width: 1920, height: 1080, fps: 24, seconds: 6, ss: 1.25, seek: false, webm: true, poster: 'home/hero', maxBytes: 2.5e6, small: { width: 1280, height: 720 } },
    // The scroll films fill the screen too: full HD from 1100 px, and a 960x540 encode of the same
    // frames below, so phones fetch what they did before.
    { name: 'scroll-intro', recipe: 'gantry', view: 'a', params: { progress: 0.05 }, ...SCROLL_FILM, seconds: 4.5 },
    { name: 'scroll-main', recipe: 'lattice', view: 'a', ...SCROLL_FILM, seconds: 4.5 },
    { name: 'case-study', recipe: 'turks-and-caicos', view: 'a', params: { video: true }, ...SCROLL_FILM, seconds: 5 },
  ];
}
