/**
 * Picks the staff member for an "any available staff" booking, fairly and deterministically:
 * the fewest bookings in the period first (a missing load counts as 0); among those tied, the
 * next one after `lastAssigned` in slug order, wrapping around (round robin). Slug order rather
 * than the caller's order keeps the rotation stable however the candidates were listed, and
 * works even when `lastAssigned` is no longer a candidate.
 *
 * @param candidates slugs of the staff free at the chosen time (at least one)
 * @param loads bookings per staff slug in the period being balanced (e.g. this week)
 * @param lastAssigned the slug given the previous "any staff" booking, if any
 * @throws RangeError when there is no candidate
 * @example chooseStaff(['anna', 'bruno', 'chen'], { anna: 3, bruno: 1, chen: 1 }, 'bruno') // 'chen'
 * @example chooseStaff(['anna', 'bruno'], { anna: 2, bruno: 2 }, 'bruno') // 'anna' (wraps around)
 */
export function chooseStaff(
  candidates: ReadonlyArray<string>,
  loads: Readonly<Record<string, number>>,
  lastAssigned?: string,
): string {
  if (candidates.length === 0) throw new RangeError('chooseStaff needs at least one candidate');
  // A missing or non-numeric load counts as none, so a newcomer is preferred rather than skipped.
  const loadOf = (slug: string) => {
    const load = Object.hasOwn(loads, slug) ? loads[slug] : undefined;
    return typeof load === 'number' && !Number.isNaN(load) ? load : 0;
  };
  let fewest = Number.POSITIVE_INFINITY;
  for (const slug of candidates) fewest = Math.min(fewest, loadOf(slug));
  const tied = [...new Set(candidates.filter((slug) => loadOf(slug) === fewest))].sort(compareSlugs);
  if (lastAssigned === undefined) return tied[0] as string;
  return tied.find((slug) => compareSlugs(slug, lastAssigned) > 0) ?? (tied[0] as string);
}

/** Code-unit order: the same on every machine and locale, unlike `localeCompare`. */
function compareSlugs(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
