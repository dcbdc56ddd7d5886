import { type InstantInput, type Interval, toEpochMs } from './instant';

/**
 * Busy blocks as disjoint intervals sorted by start. Merging matters for correctness, not only
 * speed: once blocks no longer nest or overlap, their ends increase too, so "the first block
 * that ends after t" is well defined and a forward-only pointer can find it.
 */
export function mergeBusy(busy: ReadonlyArray<{ start: InstantInput; end: InstantInput }> | undefined): ReadonlyArray<Interval> {
  if (!busy || busy.length === 0) return [];
  if (isSortedDisjoint(busy)) return busy;
  const blocks: Interval[] = [];
  let sorted = true;
  for (const block of busy) {
    const interval = { start: toEpochMs(block.start), end: toEpochMs(block.end) };
    if (!(interval.end > interval.start)) continue;
    const previous = blocks[blocks.length - 1];
    if (previous && interval.start < previous.start) sorted = false;
    blocks.push(interval);
  }
  if (!sorted) blocks.sort((a, b) => a.start - b.start);
  let kept = 0;
  for (const block of blocks) {
    const last = blocks[kept - 1];
    if (last && block.start <= last.end) last.end = Math.max(last.end, block.end);
    else blocks[kept++] = block;
  }
  blocks.length = kept;
  return blocks;
}

/** Already epoch numbers, non-empty, sorted and not overlapping: usable as they are, with no copy. */
function isSortedDisjoint(busy: ReadonlyArray<{ start: InstantInput; end: InstantInput }>): busy is ReadonlyArray<Interval> {
  let previousEnd = Number.NEGATIVE_INFINITY;
  for (const block of busy) {
    const { start, end } = block;
    if (typeof start !== 'number' || typeof end !== 'number' || !(end > start) || !(start >= previousEnd)) return false;
    previousEnd = end;
  }
  return true;
}

/**
 * Answers "which busy block comes next after t?" and "does `[start, end)` overlap a busy block?"
 * for a series of queries. Slot candidates mostly come in increasing order, so the search moves a
 * pointer forward and only falls back to a binary search when a query goes back in time (ranges
 * listed out of order, fold hours).
 */
export class BusyCursor {
  private index = 0;
  private lastInstant = Number.NEGATIVE_INFINITY;

  constructor(private readonly blocks: ReadonlyArray<Interval>) {}

  /** The first block that ends after `instant`, or undefined when none does. */
  nextEndingAfter(instant: number): Interval | undefined {
    const blocks = this.blocks;
    if (instant < this.lastInstant) this.index = this.searchEndingAfter(instant);
    this.lastInstant = instant;
    let index = this.index;
    while (index < blocks.length && (blocks[index] as Interval).end <= instant) index++;
    this.index = index;
    return blocks[index];
  }

  overlaps(start: number, end: number): boolean {
    const block = this.nextEndingAfter(start);
    return block !== undefined && block.start < end;
  }

  private searchEndingAfter(instant: number): number {
    let low = 0;
    let high = this.blocks.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.blocks[middle] as Interval).end <= instant) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
