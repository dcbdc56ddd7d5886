import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { rootShouldRevalidate } from './root-revalidation';

const PAGE = 'https://x.test/widget/appointment/anna-de-vries/massage-60';

/** What React Router asks the root for a move from `from` to `to` (a link or a search-param change unless a form method is given). */
function asks(from: string, to: string, formMethod?: 'GET' | 'POST'): boolean {
  return rootShouldRevalidate({
    currentUrl: new URL(from),
    nextUrl: new URL(to),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...(formMethod && { formMethod }),
  } as ShouldRevalidateFunctionArgs);
}

describe('rootShouldRevalidate', () => {
  it('keeps the root’s data when only the calendar’s own query changes: the month, the staff member, the seats, the manage view', () => {
    expect(asks(PAGE, `${PAGE}?month=2027-01`)).toBe(false);
    expect(asks(`${PAGE}?month=2027-01&timeZone=UTC`, `${PAGE}?month=2027-02&timeZone=UTC`)).toBe(false);
    expect(asks(`${PAGE}?staff=any`, `${PAGE}?staff=anna-de-vries&seats=2`)).toBe(false);
    expect(asks(PAGE, `${PAGE}?manage=reschedule`)).toBe(false);
  });

  it('loads it again for what the root reads: the zone, the language, a group’s service, another path', () => {
    expect(asks(PAGE, `${PAGE}?timeZone=America%2FNew_York`)).toBe(true);
    expect(asks(`${PAGE}?month=2027-01`, `${PAGE}?month=2027-02&lang=de`)).toBe(true);
    expect(asks('https://x.test/widget/groups/wellness', 'https://x.test/widget/groups/wellness?service=yoga')).toBe(true);
    expect(asks(PAGE, 'https://x.test/de/widget/appointment/anna-de-vries/massage-60')).toBe(true);
  });

  it('loads it again after a form’s answer and when asked to (the same address: the zone cookie was just set)', () => {
    expect(asks(PAGE, `${PAGE}?month=2027-01`, 'POST')).toBe(true);
    expect(asks(`${PAGE}?month=2027-01`, `${PAGE}?month=2027-01`)).toBe(true);
  });
});
