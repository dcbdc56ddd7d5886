/**
 * Small number helpers for the benchmarks (`npm run bench`): percentiles, medians and the
 * formatting of figures next to their targets.
 */

/** The p-th percentile (nearest rank) of an ascending array; NaN when it is empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The median of any array of numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Smallest and largest of an array of numbers. */
export function range(values) {
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** `value` against `target` with `compare` ('≤' or '≥'): the words a reader looks for. */
export function verdict(value, compare, target) {
  const met = compare === '≤' ? value <= target : value >= target;
  return met ? 'met' : 'MISSED';
}

/** Bytes as kB (1 kB = 1024 bytes), one decimal. */
export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Milliseconds, one decimal. */
export const ms = (value) => `${value.toFixed(1)} ms`;

/** The machine's load, printed next to timings: the benchmarks share 2 cores with other work. */
export async function machineNote() {
  const os = await import('node:os');
  const [one, five] = os.loadavg();
  return `${os.cpus().length} cores, load average ${one.toFixed(2)} (1 min) ${five.toFixed(2)} (5 min)`;
}
