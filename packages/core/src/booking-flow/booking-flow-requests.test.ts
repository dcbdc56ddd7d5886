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
  ...initialBookingFlow({ serviceCount: 1, staffCount: 1, requiresPayment: () => true, services: ['yoga-class'] }),
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
});
