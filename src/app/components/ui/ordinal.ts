/** Two-digit sequence number for editorial indexes: 1 → '01'. */
export function ordinal(n: number): string {
  return String(n).padStart(2, '0');
}
