import { describe, expect, it } from 'vitest';
import type { BookingFlowState } from './booking-flow.types';
import { initialBookingFlow } from './booking-flow-machine';
import { bookingFlowBookingRequest, bookingFlowHoldRequest } from './booking-flow-requests';

const SLOT = { start: '2026-03-02T08:00:00.000Z', end: '2026-03-02T09:00:00.000Z', staff: ['anna-de-vries'], seatsLeft: 12 };
const HOLD = {
  id: 'hold_1',
  holdToken: 'secret',
  service: { slug: 'yoga-class', name: 'Yoga', durationMinutes: 60 },
  staff: { slug: 'anna-de-vries', name: 'Anna de Vries', timeZone: 'Europe/Amsterdam' },
  start: SLOT.start,
  end: SLOT.end,
  seats: 3,
  expiresAt: '2026-03-01T08:10:00.000Z',
};
const DETAILS = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' };
const GUESTS = [
  { name: 'Grace Hopper', email: 'grace@example.com' },
  { name: 'Alan Turing', email: 'alan@example.com' },
];

const flow = (patch: Partial<BookingFlowState>): BookingFlowState => ({
  ...initialBookingFlow({ staffCount: 1, requiresPayment: () => true, services: ['yoga-class'] }),
  ...patch,
});

describe('booking-flow requests', () => {
  it('holds a seat for the visitor and one per guest', () => {
    expect(bookingFlowHoldRequest(flow({ slot: SLOT }), { guests: GUESTS })).toEqual({
      service: 'yoga-class',
      staff: 'any',
      start: SLOT.start,
      seats: 3,
    });
    expect(() => bookingFlowHoldRequest(flow({}))).toThrow(RangeError);
  });

  it('books on the hold with the details, guests and payment choice', () => {
    const request = bookingFlowBookingRequest(flow({ slot: SLOT, hold: HOLD, details: DETAILS }), {
      timeZone: 'Europe/Amsterdam',
      locale: 'de',
      guests: GUESTS,
      paymentChoice: 'full',
    });
    expect(request).toEqual({
      service: 'yoga-class',
      staff: 'any',
      start: SLOT.start,
      hold: { id: 'hold_1', token: 'secret' },
      timeZone: 'Europe/Amsterdam',
      locale: 'de',
      contact: DETAILS,
      guests: GUESTS,
      paymentChoice: 'full',
    });
  });

  it('leaves out a hold on another time, and refuses to book without details', () => {
    const elsewhere = { ...HOLD, start: '2026-03-02T10:00:00.000Z' };
    const request = bookingFlowBookingRequest(flow({ slot: SLOT, hold: elsewhere, details: DETAILS }), {
      timeZone: 'UTC',
      locale: 'en',
    });
    expect(request.hold).toBeUndefined();
    expect(request.guests).toBeUndefined();
    expect(() => bookingFlowBookingRequest(flow({ slot: SLOT }), { timeZone: 'UTC', locale: 'en' })).toThrow(RangeError);
  });

  it('books a series on the hold of its first occurrence, with what was left out or moved', () => {
    const moved = '2026-03-16T10:00:00.000Z';
    const recurring = { everyWeeks: 1, count: 3, skip: [], replacements: { 1: moved } };
    const request = bookingFlowBookingRequest(flow({ slot: SLOT, hold: HOLD, details: DETAILS }), {
      timeZone: 'Europe/Amsterdam',
      locale: 'en',
      recurring,
    });
    expect(request).toMatchObject({ start: SLOT.start, hold: { id: 'hold_1', token: 'secret' } });
    expect(request.recurring).toEqual({ everyWeeks: 1, count: 3, skip: [], replacements: { 1: moved } });
    // A copy: the request does not share the visitor's value.
    expect(request.recurring?.replacements).not.toBe(recurring.replacements);
    const skipping = bookingFlowBookingRequest(flow({ slot: SLOT, details: DETAILS }), {
      timeZone: 'UTC',
      locale: 'en',
      recurring: { everyWeeks: 2, count: 4, skip: [3] },
    });
    expect(skipping.recurring).toEqual({ everyWeeks: 2, count: 4, skip: [3], replacements: {} });
  });

  it('sends no series for a single occurrence or none', () => {
    const state = flow({ slot: SLOT, details: DETAILS });
    const once = { everyWeeks: 1, count: 1, skip: [], replacements: {} };
    expect(bookingFlowBookingRequest(state, { timeZone: 'UTC', locale: 'en', recurring: once }).recurring).toBeUndefined();
    expect(bookingFlowBookingRequest(state, { timeZone: 'UTC', locale: 'en', recurring: null }).recurring).toBeUndefined();
    expect(bookingFlowBookingRequest(state, { timeZone: 'UTC', locale: 'en' })).not.toHaveProperty('recurring');
  });
});
