import { beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRecord } from '../catalog/catalog-queries';
import { bookedRooms } from '../test/booked-rooms';
import { book, demoService, minutesAfterNow, NOW, placeBooking, refusal } from '../test/domain-fixture';
import { useFileDatabase } from '../test/file-database';
import { createHold } from './holds';
import { cancelBooking } from './manage-booking';
import { bookingTimes } from './placement';
import { resourceCandidates, takeResource } from './resource-assignment';
import { lockResources } from './resource-lock';

/**
 * Which room a booking takes: the demo's massage needs one of two treatment rooms (room 1 first),
 * and Anna and Bruno both give massages. Bookings here are made without starting a payment, so
 * they keep their time whatever the clock.
 */

const db = useFileDatabase();

let massage: ServiceRecord;
const ROOMS = ['treatment-room-1', 'treatment-room-2'];

beforeAll(async () => {
  massage = await demoService(db, 'massage-60');
});

const UNAVAILABLE = { code: 'RESOURCE_UNAVAILABLE', message: 'Booking unsuccessful, resource unavailable at the moment.' };

interface RoomOptions {
  now?: Date;
  excludeId?: string;
}

/**
 * The room `takeResource` chooses for a massage at `start` among `rooms` (slugs, in the order
 * given), under the rooms' locks as a placement takes them; null when no room is needed.
 */
async function roomFor(rooms: readonly string[], start: string, { now = NOW, excludeId }: RoomOptions = {}) {
  return db.transaction(async (tx) => {
    const locked = await lockResources(tx, rooms);
    const candidates = rooms.flatMap((slug) => locked.get(slug) ?? []);
    const id = await takeResource(tx, candidates, bookingTimes(massage, Date.parse(start)), null, now, excludeId);
    return id === null ? null : [...locked].find(([, lockedId]) => lockedId === id)?.[0];
  });
}

/** The rooms of the live bookings of `service` at `start`, by slug. */
const roomsAt = (start: string, service?: string) => bookedRooms(db, start, service);

describe('resourceCandidates', () => {
  it('lists the rooms a service can use in the service’s order, whatever order they were locked in', async () => {
    const ids = await db.transaction((tx) => lockResources(tx, ROOMS));
    const room1 = ids.get('treatment-room-1');
    const room2 = ids.get('treatment-room-2');
    if (room1 === undefined || room2 === undefined) throw new Error('the demo has two treatment rooms');
    expect(resourceCandidates(massage, new Map([...ids].reverse()))).toEqual([room1, room2]);
    // A room that was not locked is not a candidate.
    expect(resourceCandidates(massage, new Map([['treatment-room-2', room2]]))).toEqual([room2]);
  });

  it('lists none for a service that needs no room', async () => {
    const intro = await demoService(db, 'intro-call');
    expect(resourceCandidates(intro, await db.transaction((tx) => lockResources(tx, ROOMS)))).toEqual([]);
  });
});

describe('takeResource', () => {
  // Wednesday 4 March, 11:00 in Amsterdam: Anna and Bruno both work. The tests of this block
  // build on each other: Anna's massage, then Bruno's, then Anna's cancelled.
  const start = '2026-03-04T10:00:00.000Z';
  let anna: { id: string; manageToken: string };

  it('takes the first free room in the order given, and none for a service without rooms', async () => {
    expect(await roomFor(ROOMS, start)).toBe('treatment-room-1');
    expect(await roomFor([...ROOMS].reverse(), start)).toBe('treatment-room-2');
    expect(await roomFor([], start)).toBeNull();
  });

  it('takes the next room when a booking has the first at that time', async () => {
    const booked = await book(db, { service: 'massage-60', staff: 'anna-de-vries', start });
    anna = { id: booked.id, manageToken: booked.manageToken ?? '' };
    expect(await roomsAt(start)).toEqual(['treatment-room-1']);
    expect(await roomFor(ROOMS, start)).toBe('treatment-room-2');
  });

  it('is RESOURCE_UNAVAILABLE when every room is taken', async () => {
    await book(db, { service: 'massage-60', staff: 'bruno-costa', start });
    expect(await roomsAt(start)).toEqual(ROOMS);
    expect(await refusal(roomFor(ROOMS, start))).toEqual(UNAVAILABLE);
  });

  it('keeps a room through the buffer after a massage, and frees it from then', async () => {
    // The 11:00 massages keep their rooms until 12:15 in Amsterdam.
    expect(await refusal(roomFor(ROOMS, '2026-03-04T11:00:00.000Z'))).toEqual(UNAVAILABLE);
    expect(await roomFor(ROOMS, '2026-03-04T11:15:00.000Z')).toBe('treatment-room-1');
  });

  it('does not count the booking being moved against its own room', async () => {
    expect(await roomFor(ROOMS, start, { excludeId: anna.id })).toBe('treatment-room-1');
  });

  it('gives a cancelled booking’s room back', async () => {
    await cancelBooking(db, anna.id, anna.manageToken, 'Ill', { now: NOW });
    expect(await roomFor(ROOMS, start)).toBe('treatment-room-1');
  });

  it('counts a hold’s room until the hold expires', async () => {
    // Thursday 5 March, 11:00 in Amsterdam: Anna holds a massage, which takes room 1.
    const held = '2026-03-05T10:00:00.000Z';
    await createHold(db, { service: 'massage-60', staff: 'anna-de-vries', start: held, seats: 1 }, { now: NOW, holdMinutes: 10 });
    expect(await roomFor(ROOMS, held, { now: minutesAfterNow(9) })).toBe('treatment-room-2');
    expect(await roomFor(ROOMS, held, { now: minutesAfterNow(10) })).toBe('treatment-room-1');
  });
});

describe('rooms of a placement', () => {
  it('is RESOURCE_UNAVAILABLE when the staff member is free but no room is', async () => {
    // The massage with room 1 only; Anna has it on Thursday 5 March at 13:00 in Amsterdam.
    const oneRoom = { ...massage, resources: ['treatment-room-1'] };
    const start = '2026-03-05T12:00:00.000Z';
    await placeBooking(db, oneRoom, 'anna-de-vries', start);
    expect(await refusal(placeBooking(db, oneRoom, 'bruno-costa', start))).toEqual(UNAVAILABLE);
    // With both rooms, Bruno gets the other.
    const bruno = await placeBooking(db, massage, 'bruno-costa', start);
    expect(bruno.staff.slug).toBe('bruno-costa');
    expect(await roomsAt(start)).toEqual(ROOMS);
  });

  it('seats the whole class in the room its first seat took, even when a room before it is free', async () => {
    // The yoga class given the treatment rooms (it needs none in the demo): the first seat in room 2 only.
    const yoga = await demoService(db, 'yoga-class');
    const start = '2026-03-06T07:00:00.000Z';
    await placeBooking(db, { ...yoga, resources: ['treatment-room-2'] }, 'chloe-martin', start);
    await placeBooking(db, { ...yoga, resources: ROOMS }, 'chloe-martin', start, { seats: 2 });
    expect(await roomsAt(start, 'yoga-class')).toEqual(['treatment-room-2', 'treatment-room-2']);
  });
});
