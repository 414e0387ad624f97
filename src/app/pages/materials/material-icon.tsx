import type { MaterialIcon as MaterialIconKey } from '../../../content/types';

/** Stroke paths for each version icon key, drawn on a 24 px grid to match the site's icon set. */
const paths: Record<MaterialIconKey, string[]> = {
  recycle: ['M7.5 9.5 10 5.2a2.3 2.3 0 0 1 4 0l1.6 2.8', 'M14.2 8.6l1.6-.8.4 1.8', 'M17.6 11.5l2.1 3.7a2.3 2.3 0 0 1-2 3.4H15', 'M16 20.2l-1-1.6 1.6-1', 'M9.5 18.6H6.3a2.3 2.3 0 0 1-2-3.4l1.5-2.7', 'M4.6 13.2l1.2-.9 1 1.6'],
  fiber: ['M4 18 18 4', 'M7 20 20 7', 'M4 13.5 13.5 4', 'M11 20.5 20.5 11'],
  flame: ['M12 21a6 6 0 0 0 6-6c0-3.5-2.5-5.5-3.5-8.5-1.5 1.5-2 3-2 4.5-1.2-.8-2-2.2-2-4C8 9 6 11.6 6 15a6 6 0 0 0 6 6Z', 'M12 21a2.5 2.5 0 0 1-2.5-2.5c0-1.6 1.4-2.4 2.5-4 1.1 1.6 2.5 2.4 2.5 4A2.5 2.5 0 0 1 12 21Z'],
  leaf: ['M5 19c0-8 5-13 14-14 0 9-5 14-13 14', 'M5 19 13 11'],
  flex: ['M3 8c3 0 3 4 6 4s3-4 6-4 3 4 6 4', 'M3 15c3 0 3 4 6 4s3-4 6-4 3 4 6 4'],
  shield: ['M12 3 19 6v5.5c0 4.3-2.9 7.9-7 9.5-4.1-1.6-7-5.2-7-9.5V6Z'],
  spark: ['M12 3v5', 'M12 16v5', 'M3 12h5', 'M16 12h5', 'M6.3 6.3l2.8 2.8', 'M14.9 14.9l2.8 2.8', 'M6.3 17.7l2.8-2.8', 'M14.9 9.1l2.8-2.8'],
  broom: ['M14 3 10.5 11', 'M7 11h7l2 9H5Z', 'M9 14.5 8.4 20', 'M12 14.5v5.5'],
};

/** The small pictogram shown beside a material version (decorative: the type is spelled out next to it). */
export function MaterialIcon({ icon }: { icon: MaterialIconKey }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {paths[icon].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
