const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A waiting time as staff read it: '35 min', '5 h 10 min', '2 d 3 h'. */
export function formatDuration(ms: number): string {
  if (ms < HOUR) return `${Math.max(1, Math.floor(ms / MINUTE))} min`;
  if (ms < DAY) {
    const minutes = Math.floor((ms % HOUR) / MINUTE);
    return `${Math.floor(ms / HOUR)} h${minutes ? ` ${minutes} min` : ''}`;
  }
  const hours = Math.floor((ms % DAY) / HOUR);
  return `${Math.floor(ms / DAY)} d${hours ? ` ${hours} h` : ''}`;
}
