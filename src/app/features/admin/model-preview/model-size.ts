import { groupDigits } from '../../../../shared/group-digits';

/**
 * Sizes for staff at a glance: metres once the largest side reaches one metre (`1.20 × 0.80 × 2.10 m`, the
 * way the studio quotes large pieces), millimetres below (`120 × 80 × 210 mm`).
 */
export const inMetres = (bboxMm: readonly number[]): boolean => Math.max(...bboxMm) >= 1000;

const amount = (mm: number, metres: boolean): string => (metres ? (mm / 1000).toFixed(2) : String(Number(mm.toFixed(mm >= 100 ? 0 : 1))));

export function formatModelSize(bboxMm: readonly number[]): string {
  const metres = inMetres(bboxMm);
  return `${bboxMm.map((mm) => amount(mm, metres)).join(' × ')} ${metres ? 'm' : 'mm'}`;
}

/** One side, in the unit its box is shown in: `2.10 m` or `80 mm`. */
export function formatLength(mm: number, metres: boolean): string {
  return `${amount(mm, metres)} ${metres ? 'm' : 'mm'}`;
}

/** A mass for the estimate table: `1,250 kg`, `12.4 kg`, `850 g`. */
export function formatMass(kg: number): string {
  if (kg >= 100) return `${groupDigits(kg)} kg`;
  if (kg >= 1) return `${kg.toFixed(1)} kg`;
  return `${Math.round(kg * 1000)} g`;
}
