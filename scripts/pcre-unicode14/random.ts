/** A seeded generator (mulberry32), so that the comparisons test the same strings on every run. */
export function seededRandom(seed: number): { random: (n: number) => number; pick: <T>(items: readonly T[]) => T } {
  let state = seed >>> 0;
  const random = (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n | 0;
  };
  return { random, pick: (items) => items[random(items.length)]! };
}
