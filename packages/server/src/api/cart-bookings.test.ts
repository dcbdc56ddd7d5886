import { describe, expect, it } from 'vitest';
import { bookingBody, useApiFixture } from '../test/api-fixture';

const fixture = useApiFixture();

/** A cart request: the visitor's details from `bookingBody`, the items instead of one service. */
function cart(items: unknown[]) {
  const { service: _service, staff: _staff, start: _start, ...details } = bookingBody();
  return { ...details, items };
}

async function annaIntroCallsAt(date: string): Promise<string[]> {
  const { body } = await fixture.call(`/slots?service=intro-call&staff=anna-de-vries&from=${date}&to=${date}&timeZone=UTC`);
  return (body.days[0]?.slots ?? []).map((slot: { start: string }) => slot.start);
}

describe('a cart of several services', () => {
  it('books every item with its staff member, sharing one manage token', async () => {
    const { status, body } = await fixture.post(
      '/bookings',
      cart([
        { service: 'intro-call', staff: 'anna-de-vries', start: '2026-03-04T10:00:00.000Z' },
        { service: 'massage-60', staff: 'bruno-costa', start: '2026-03-04T11:00:00.000Z' },
      ]),
    );
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ service: { slug: 'intro-call' }, staff: { slug: 'anna-de-vries' } });
    expect(body.group).toHaveLength(1);
    expect(body.group[0]).toMatchObject({ start: '2026-03-04T11:00:00.000Z', end: '2026-03-04T12:00:00.000Z' });
    const massage = await fixture.call(`/bookings/${body.group[0].id}`, {
      headers: { authorization: `Bearer ${body.manageToken}` },
    });
    expect(massage.body).toMatchObject({ service: { slug: 'massage-60' }, staff: { slug: 'bruno-costa' } });
    expect(massage.body.contact.email).toBe('ada@example.com');
  });

  it('books nothing when one item is taken, and names that item', async () => {
    const taken = await fixture.post(
      '/bookings',
      bookingBody({ service: 'massage-60', staff: 'bruno-costa', start: '2026-03-05T11:00:00.000Z' }),
    );
    expect(taken.status).toBe(201);
    const { status, body } = await fixture.post(
      '/bookings',
      cart([
        { service: 'intro-call', staff: 'anna-de-vries', start: '2026-03-05T10:00:00.000Z' },
        { service: 'massage-60', staff: 'bruno-costa', start: '2026-03-05T11:00:00.000Z' },
      ]),
    );
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'STAFF_BUSY', params: { item: 1 } });
    expect(await annaIntroCallsAt('2026-03-05')).toContain('2026-03-05T10:00:00.000Z');
  });

  it('gives items at the same time to different staff when any may take them', async () => {
    const { status, body } = await fixture.post(
      '/bookings',
      cart([
        { service: 'intro-call', start: '2026-03-06T10:00:00.000Z' },
        { service: 'intro-call', start: '2026-03-06T10:00:00.000Z' },
      ]),
    );
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.group[0].staff.slug).not.toBe(body.staff.slug);
  });

  it('cannot give one staff member two items at once: the second fails and the first is not kept', async () => {
    const item = { service: 'intro-call', staff: 'anna-de-vries', start: '2026-03-06T10:15:00.000Z' };
    const { status, body } = await fixture.post('/bookings', cart([item, item]));
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'STAFF_BUSY', params: { item: 1 } });
    expect(await annaIntroCallsAt('2026-03-06')).toContain('2026-03-06T10:15:00.000Z');
  });

  it('seats a class item for the people it is for (its `seats`, as the cart priced it), never more than the party', async () => {
    const guests = [
      { name: 'Grace Hopper', email: 'grace@example.com' },
      { name: 'Alan Turing', email: 'alan@example.com' },
    ];
    // Chloé's class on Wednesday for the visitor alone, on Friday for the two guests.
    const { status, body } = await fixture.post('/bookings', {
      ...cart([
        { service: 'yoga-class', staff: 'chloe-martin', start: '2026-03-04T07:00:00.000Z', seats: 1 },
        { service: 'yoga-class', staff: 'chloe-martin', start: '2026-03-06T07:00:00.000Z', seats: 2 },
      ]),
      guests,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ seats: 1, amounts: { totalMinor: 1500 } });
    const friday = await fixture.call(`/bookings/${body.group[0].id}`, {
      headers: { authorization: `Bearer ${body.manageToken}` },
    });
    expect(friday.body).toMatchObject({ seats: 2, amounts: { totalMinor: 3000 } });

    const start = '2026-03-09T07:00:00.000Z';
    const crowd = await fixture.post('/bookings', { ...cart([{ service: 'yoga-class', start, seats: 4 }]), guests });
    expect(crowd).toMatchObject({ status: 400, body: { fields: { seats: 'validation.invalid' }, params: { item: 0 } } });
    // A one-seat service is one person's appointment, whatever the item asks.
    const twoOnOne = await fixture.post('/bookings', {
      ...cart([{ service: 'intro-call', start: '2026-03-09T10:00:00.000Z', seats: 2 }]),
      guests,
    });
    expect(twoOnOne).toMatchObject({ status: 409, body: { code: 'SEAT_LIMIT', params: { count: 1, item: 0 } } });
  });

  it('says which item names an unknown service', async () => {
    const { status, body } = await fixture.post(
      '/bookings',
      cart([
        { service: 'intro-call', start: '2026-03-09T10:00:00.000Z' },
        { service: 'hot-stones', start: '2026-03-09T11:00:00.000Z' },
      ]),
    );
    expect(status).toBe(404);
    expect(body.params).toEqual({ item: 1 });
  });

  it('is checked field by field: a service or items, never both, at most 10 items', async () => {
    const { items: _items, ...detailsOnly } = cart([]);
    const nothing = await fixture.post('/bookings', detailsOnly);
    expect(nothing.status).toBe(400);
    expect(nothing.body.fields).toEqual({ service: 'validation.required', start: 'validation.required' });

    const empty = await fixture.post('/bookings', cart([]));
    expect(empty.body.fields).toEqual({ items: 'validation.invalid' });

    const both = await fixture.post('/bookings', {
      ...cart([{ service: 'intro-call', start: '2026-03-09T10:00:00.000Z' }]),
      service: 'intro-call',
    });
    expect(both.status).toBe(400);
    expect(both.body.fields).toEqual({ service: 'validation.invalid' });

    const eleven = Array.from({ length: 11 }, () => ({ service: 'intro-call', start: '2026-03-09T10:00:00.000Z' }));
    const tooMany = await fixture.post('/bookings', cart(eleven));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual({ items: 'validation.invalid' });
  });
});
