import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usePagination } from './use-pagination';

/** The items as a visitor reads them: page numbers and '…'. */
const shown = (page: number, pageCount: number, siblingCount?: number) =>
  usePagination({ page, pageCount, ...(siblingCount !== undefined && { siblingCount }) }).items.map((item) =>
    item.type === 'page' ? item.page : '…',
  );

describe('usePagination', () => {
  it('shows every page when they fit', () => {
    expect(shown(1, 1)).toEqual([1]);
    expect(shown(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(shown(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('at the start: the first pages, a gap, the last page', () => {
    expect(shown(1, 10)).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(shown(4, 10)).toEqual([1, 2, 3, 4, 5, '…', 10]);
  });

  it('in the middle: first, a gap, the current page with its siblings, a gap, last', () => {
    expect(shown(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(shown(6, 10)).toEqual([1, '…', 5, 6, 7, '…', 10]);
    expect(shown(50, 100, 2)).toEqual([1, '…', 48, 49, 50, 51, 52, '…', 100]);
  });

  it('at the end: the first page, a gap, the last pages', () => {
    expect(shown(7, 10)).toEqual([1, '…', 6, 7, 8, 9, 10]);
    expect(shown(10, 10)).toEqual([1, '…', 6, 7, 8, 9, 10]);
  });

  it('with no siblings, only the current page between the gaps', () => {
    expect(shown(5, 10, 0)).toEqual([1, '…', 5, '…', 10]);
    expect(shown(1, 10, 0)).toEqual([1, 2, 3, '…', 10]);
  });

  it('marks the current page, and gives the previous and next page or null at the ends', () => {
    const middle = usePagination({ page: 5, pageCount: 10 });
    expect(middle.items.filter((item) => item.type === 'page' && item.isCurrent)).toEqual([
      { type: 'page', page: 5, isCurrent: true },
    ]);
    expect([middle.previous, middle.next]).toEqual([4, 6]);
    const first = usePagination({ page: 1, pageCount: 10 });
    expect([first.previous, first.next]).toEqual([null, 2]);
    const last = usePagination({ page: 10, pageCount: 10 });
    expect([last.previous, last.next]).toEqual([9, null]);
    const only = usePagination({ page: 1, pageCount: 1 });
    expect([only.previous, only.next]).toEqual([null, null]);
  });

  it('keys its gaps apart, so React keeps each link in place', () => {
    const keys = usePagination({ page: 5, pageCount: 10 }).items.flatMap((item) => (item.type === 'ellipsis' ? [item.key] : []));
    expect(keys).toEqual(['ellipsis-start', 'ellipsis-end']);
  });

  it('clamps a page outside the range and tolerates odd counts', () => {
    expect(usePagination({ page: 99, pageCount: 10 }).next).toBeNull();
    expect(usePagination({ page: 99, pageCount: 10 }).previous).toBe(9);
    expect(usePagination({ page: 0, pageCount: 10 }).previous).toBeNull();
    expect(shown(1, 0)).toEqual([1]);
    expect(shown(3, 10, -2)).toEqual(shown(3, 10, 0));
  });

  it('for every page of every count: first, last and current shown, in order, the same number of entries, no gap of one page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 0, max: 3 }), fc.nat(), (pageCount, siblings, seed) => {
        const page = (seed % pageCount) + 1;
        const { items, previous, next } = usePagination({ page, pageCount, siblingCount: siblings });
        const pages = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(pageCount);
        expect(pages).toContain(page);
        for (let offset = -siblings; offset <= siblings; offset += 1) {
          if (page + offset >= 1 && page + offset <= pageCount) expect(pages).toContain(page + offset);
        }
        expect(items.length).toBe(Math.min(pageCount, 2 * siblings + 5));
        items.forEach((item, index) => {
          if (item.type === 'page') return;
          const before = items[index - 1];
          const after = items[index + 1];
          if (before?.type !== 'page' || after?.type !== 'page') throw new Error('an ellipsis stands between two pages');
          expect(after.page - before.page).toBeGreaterThanOrEqual(3);
        });
        for (let index = 1; index < pages.length; index += 1) expect(pages[index]).toBeGreaterThan(pages[index - 1] as number);
        expect(items.filter((item) => item.type === 'page' && item.isCurrent)).toHaveLength(1);
        expect(previous).toBe(page > 1 ? page - 1 : null);
        expect(next).toBe(page < pageCount ? page + 1 : null);
      }),
    );
  });
});
