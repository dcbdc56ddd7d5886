import { describe, expect, it } from 'vitest';
import { bookingBody, useApiFixture } from '../test/api-fixture';

const fixture = useApiFixture();

/** Books an intro call and returns who got it. */
async function book(start: string, staff = 'any'): Promise<string> {
  const { status, body } = await fixture.post('/bookings', bookingBody({ start, staff }));
  expect(status, JSON.stringify(body)).toBe(201);
  return body.staff.slug;
}

describe('any available staff', () => {
  it('goes to the least busy that day, and round robin among the equally busy', async () => {
    // Wednesday 4 March, 11:00–11:45 in Amsterdam: Anna, Bruno and Chloé all work then.
    expect(await book('2026-03-04T10:00:00.000Z', 'chloe-martin')).toBe('chloe-martin');
    // Anna and Bruno have nothing that day: the first in the rotation.
    expect(await book('2026-03-04T10:15:00.000Z')).toBe('anna-de-vries');
    // Bruno is the only one without a booking.
    expect(await book('2026-03-04T10:30:00.000Z')).toBe('bruno-costa');
    // All have one: the rotation goes on after Bruno, to Chloé (not back to Anna).
    expect(await book('2026-03-04T10:45:00.000Z')).toBe('chloe-martin');
    // Chloé is taken at 10:45Z; of Anna and Bruno, the rotation after Chloé wraps to Anna.
    expect(await book('2026-03-04T10:45:00.000Z')).toBe('anna-de-vries');
  });

  it('balances each day on its own: a new day starts even, and the rotation carries on', async () => {
    // Thursday 5 March: Chloé does not work; nobody has a booking yet; Anna was assigned last.
    expect(await book('2026-03-05T10:00:00.000Z')).toBe('bruno-costa');
    expect(await book('2026-03-05T10:15:00.000Z')).toBe('anna-de-vries');
  });
});
