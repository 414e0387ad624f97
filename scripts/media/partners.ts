// Original wordmarks for the fictional partners: geometric mark + name, monochrome currentColor.
import fs from 'node:fs/promises';
import path from 'node:path';

const FONT = "'Space Grotesk', 'Inter', 'Helvetica Neue', Arial, sans-serif";

interface Partner {
  id: string;
  name: string;
  sub?: string;
  mark: string; // SVG elements in a 40x40 box
}

export const PARTNERS: Partner[] = [
  {
    id: 'meridian-space',
    name: 'MERIDIAN',
    sub: 'SPACE',
    mark: '<circle cx="20" cy="20" r="17" fill="none" stroke="currentColor" stroke-width="3"/><ellipse cx="20" cy="20" rx="17" ry="6" fill="none" stroke="currentColor" stroke-width="2" transform="rotate(-28 20 20)"/><circle cx="33" cy="11" r="3"/>',
  },
  {
    id: 'tidewater-parks',
    name: 'TIDEWATER',
    sub: 'PARKS',
    mark: '<path d="M2 16c6-6 12-6 18 0s12 6 18 0v6c-6 6-12 6-18 0S8 16 2 22z"/><path d="M2 28c6-6 12-6 18 0s12 6 18 0v6c-6 6-12 6-18 0S8 28 2 34z"/>',
  },
  {
    id: 'summit-resorts',
    name: 'SUMMIT',
    sub: 'RESORTS',
    mark: '<path d="M2 36 16 10l7 12 5-7 10 21z"/>',
  },
  {
    id: 'freshway-market',
    name: 'FRESHWAY',
    sub: 'MARKET',
    mark: '<path d="M20 4c10 4 15 13 12 24-3 8-11 10-17 7 9-4 13-12 12-21-4 8-9 13-17 16C6 20 10 8 20 4z"/>',
  },
  {
    id: 'brickland-park',
    name: 'BRICKLAND',
    sub: 'PARK',
    mark: '<rect x="3" y="16" width="34" height="20" rx="2"/><rect x="8" y="10" width="8" height="7" rx="1.5"/><rect x="24" y="10" width="8" height="7" rx="1.5"/>',
  },
];

export function partnerSvg(p: Partner): string {
  // The subline flows after the name (tspan), so the layout holds whatever font the site resolves.
  // Generous per-glyph widths: inside an <img> the SVG cannot use the site's fonts and falls back to Arial.
  const w = Math.ceil(50 + p.name.length * 18.5 + (p.sub ? 10 + p.sub.length * 12.5 : 0) + 12);
  const label = `${p.name}${p.sub ? ' ' + p.sub : ''}`;
  const sub = p.sub ? `<tspan dx="10" font-size="13" font-weight="500" letter-spacing="2">${p.sub}</tspan>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} 40" width="${w}" height="40" fill="currentColor" role="img" aria-label="${label}">
<title>${label}</title>
<g>${p.mark}</g>
<text x="50" y="29" font-family="${FONT}" font-size="24" font-weight="700" letter-spacing="0.5">${p.name}${sub}</text>
</svg>
`;
}

export async function writePartners(dir: string): Promise<Record<string, string>> {
  await fs.mkdir(dir, { recursive: true });
  const out: Record<string, string> = {};
  for (const p of PARTNERS) {
    await fs.writeFile(path.join(dir, `${p.id}.svg`), partnerSvg(p));
    out[p.id] = `/media/partners/${p.id}.svg`;
  }
  return out;
}
