/** One entry of a pagination: a page to link to, or a gap of two or more pages not shown. */
export type PaginationEntry =
  | {
      type: 'page';
      /** 1-based. */
      page: number;
      /** The page being shown. */
      isCurrent: boolean;
    }
  | {
      type: 'ellipsis';
      /** A stable React key: `ellipsis-start` (after the first page) or `ellipsis-end` (before the last). */
      key: string;
    };

/** Options of {@link usePagination}. */
export interface UsePaginationOptions {
  /** The page being shown, 1-based; clamped into `1…pageCount` (an app answers 404 for a page past the end). */
  page: number;
  /** How many pages there are; at least 1. */
  pageCount: number;
  /** How many pages to show on each side of the current one. @default 1 */
  siblingCount?: number;
}

/** What {@link usePagination} returns. */
export interface UsePaginationResult {
  /** The first and last page, the current page with its siblings, and an ellipsis for each gap. */
  items: PaginationEntry[];
  /** The page before the current one, or null on the first page. */
  previous: number | null;
  /** The page after the current one, or null on the last page. */
  next: number | null;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * Which pages a pagination shows: always the first and the last, the current page and
 * `siblingCount` pages on each side of it, and an ellipsis wherever two or more pages are left
 * out (a gap of one page shows that page instead, since an ellipsis would take the same room).
 * The number of entries stays the same on every page (`2 × siblingCount + 5`, or every page when
 * there are no more), so the links do not jump about as a visitor pages through.
 * Pure, no React state: it may be called anywhere, also on the server.
 * @example
 * usePagination({ page: 5, pageCount: 10 }).items.map((item) => (item.type === 'page' ? item.page : '…'))
 * // [1, '…', 4, 5, 6, '…', 10]
 */
export function usePagination({ page, pageCount, siblingCount = 1 }: UsePaginationOptions): UsePaginationResult {
  const count = Math.max(1, Math.floor(pageCount) || 1);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), count);
  const siblings = Math.max(0, Math.floor(siblingCount) || 0);
  // First, last, current, its siblings and two ellipses.
  const slots = 2 * siblings + 5;

  let entries: Array<number | 'ellipsis-start' | 'ellipsis-end'>;
  if (count <= slots) {
    entries = range(1, count);
  } else {
    const left = Math.max(current - siblings, 1);
    const right = Math.min(current + siblings, count);
    // An ellipsis only where it stands for two or more pages.
    const gapBefore = left > 3;
    const gapAfter = right < count - 2;
    if (!gapBefore) entries = [...range(1, 3 + 2 * siblings), 'ellipsis-end', count];
    else if (!gapAfter) entries = [1, 'ellipsis-start', ...range(count - 2 - 2 * siblings, count)];
    else entries = [1, 'ellipsis-start', ...range(left, right), 'ellipsis-end', count];
  }

  return {
    items: entries.map((entry) =>
      typeof entry === 'number'
        ? { type: 'page' as const, page: entry, isCurrent: entry === current }
        : { type: 'ellipsis' as const, key: entry },
    ),
    previous: current > 1 ? current - 1 : null,
    next: current < count ? current + 1 : null,
  };
}
