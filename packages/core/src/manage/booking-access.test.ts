import { describe, expect, it, vi } from 'vitest';
import type { BookingApiClient } from '../api/api-client';
import { ApiError } from '../http/http-client';
import type { Booking } from '../schemas/booking';
import { bookingOpenedBy, isOpenedBooking, openBookingFromForm, readHeldBookings, readManagedBooking } from './booking-access';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const OTHER = 'ZyXwVuTsRqPoNmLkJiHgFe';

function booking(id: string, start: string, email?: string): Booking {
  return {
    id,
    status: 'scheduled',
    service: { slug: 'massage-60', name: 'Massage', durationMinutes: 60 },
    start,
    contact: email === undefined ? {} : { email },
  } as unknown as Booking;
}

function apiError(statusCode: number, code = 'NOT_FOUND') {
  return new ApiError({ statusCode, statusMessage: 'Refused', code, message: 'refused' } as never);
}

/** A form's entries, as `request.formData()` gives them. */
function posted(values: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

describe('openBookingFromForm', () => {
  it('opens a booking by its reference and email, with the manage token the API grants', async () => {
    const api = {
      requestBookingAccess: vi.fn(async () => ({ id: ID, manageToken: 'granted', expiresAt: '2026-03-04T08:00:00.000Z' })),
      getBooking: vi.fn(async () => booking(ID, '2026-03-03T08:00:00.000Z', 'Ada@Example.com ')),
    };
    const answer = await openBookingFromForm(api, posted({ reference: ID, email: 'ada@example.com' }));
    expect(answer).toEqual({ id: ID, manageToken: 'granted' });
    expect(isOpenedBooking(answer)).toBe(true);
    expect(api.requestBookingAccess).toHaveBeenCalledWith(ID, { email: 'ada@example.com' });
    expect(api.getBooking).toHaveBeenCalledWith(ID, 'granted');
  });

  it('opens a pasted manage link with its own token, asking for no other', async () => {
    const api = {
      requestBookingAccess: vi.fn(),
      getBooking: vi.fn(async () => booking(ID, '2026-03-03T08:00:00.000Z', 'ada@example.com')),
    };
    const answer = await openBookingFromForm(
      api,
      posted({ reference: `https://book.example/de/widget/booking/${ID}?token=linked`, email: 'ada@example.com' }),
    );
    expect(answer).toEqual({ id: ID, manageToken: 'linked' });
    expect(api.requestBookingAccess).not.toHaveBeenCalled();
  });

  it('answers each field’s problem with what was typed, asking the API nothing', async () => {
    const api = { requestBookingAccess: vi.fn(), getBooking: vi.fn() };
    const answer = await openBookingFromForm(api, posted({ reference: '', email: 'not an email' }));
    expect(answer).toEqual({
      fields: { reference: 'validation.required', email: expect.stringMatching(/^validation\./) },
      values: { reference: '', email: 'not an email' },
    });
    expect(isOpenedBooking(answer)).toBe(false);
    expect(api.getBooking).not.toHaveBeenCalled();
  });

  it('says "not found" alike for an unknown booking, another email and another service', async () => {
    const values = { reference: ID, email: 'ada@example.com' };
    const notFound = { fields: {}, error: 'findBooking.notFound', values };
    const unknown = { requestBookingAccess: vi.fn(async () => Promise.reject(apiError(404))), getBooking: vi.fn() };
    expect(await openBookingFromForm(unknown, posted(values))).toEqual(notFound);
    const access = async () => ({ id: ID, manageToken: 'granted', expiresAt: '2026-03-04T08:00:00.000Z' });
    const otherEmail = {
      requestBookingAccess: access,
      getBooking: async () => booking(ID, '2026-03-03T08:00:00.000Z', 'bob@example.com'),
    };
    expect(await openBookingFromForm(otherEmail, posted(values))).toEqual(notFound);
    const sameEmail = {
      requestBookingAccess: access,
      getBooking: async () => booking(ID, '2026-03-03T08:00:00.000Z', 'ada@example.com'),
    };
    expect(await openBookingFromForm(sameEmail, posted(values), { service: 'yoga' })).toEqual(notFound);
    expect(await openBookingFromForm(sameEmail, posted(values), { service: 'massage-60' })).toEqual({
      id: ID,
      manageToken: 'granted',
    });
  });

  it('says too many tries on 429 and rejects with a server failure', async () => {
    const values = { reference: ID, email: 'ada@example.com' };
    const limited = { requestBookingAccess: async () => Promise.reject(apiError(429, 'RATE_LIMITED')), getBooking: vi.fn() };
    expect(await openBookingFromForm(limited, posted(values))).toEqual({ fields: {}, error: 'errors.RATE_LIMITED', values });
    const down = { requestBookingAccess: async () => Promise.reject(apiError(503, 'UNAVAILABLE')), getBooking: vi.fn() };
    await expect(openBookingFromForm(down, posted(values))).rejects.toBeInstanceOf(ApiError);
  });
});

describe('bookingOpenedBy', () => {
  it('answers the full view, null for a refused token, and rejects with a server failure', async () => {
    const full = booking(ID, '2026-03-03T08:00:00.000Z', 'ada@example.com');
    expect(await bookingOpenedBy({ getBooking: async () => full }, ID, 't')).toBe(full);
    expect(await bookingOpenedBy({ getBooking: async () => Promise.reject(apiError(404)) }, ID, 't')).toBeNull();
    await expect(bookingOpenedBy({ getBooking: async () => Promise.reject(apiError(500)) }, ID, 't')).rejects.toThrow();
  });
});

describe('readManagedBooking', () => {
  it('reads the full view with a token that opens it, and the public view without one', async () => {
    const getBooking = vi.fn(async (id: string, token?: string) =>
      booking(id, '2026-03-03T08:00:00.000Z', token && 'ada@example.com'),
    );
    expect(await readManagedBooking({ getBooking }, ID, 't')).toEqual({
      booking: booking(ID, '2026-03-03T08:00:00.000Z', 'ada@example.com'),
      token: 't',
    });
    expect(await readManagedBooking({ getBooking }, ID, undefined)).toEqual({
      booking: booking(ID, '2026-03-03T08:00:00.000Z'),
      token: undefined,
    });
  });

  it('falls back to the public view, without the token, when the token no longer opens it', async () => {
    const getBooking = vi.fn(async (id: string, token?: string) =>
      token ? Promise.reject(apiError(404)) : booking(id, '2026-03-03T08:00:00.000Z'),
    );
    expect(await readManagedBooking({ getBooking }, ID, 'stale')).toEqual({
      booking: booking(ID, '2026-03-03T08:00:00.000Z'),
      token: undefined,
    });
    const failing = { getBooking: async () => Promise.reject(apiError(500)) } as Pick<BookingApiClient, 'getBooking'>;
    await expect(readManagedBooking(failing, ID, 't')).rejects.toThrow();
  });
});

describe('readHeldBookings', () => {
  it('reads every booking whose token the cookies hold, by start, leaving out those it no longer opens', async () => {
    const getBooking = vi.fn(async (id: string, token?: string) => {
      if (token === 'stale') throw apiError(404);
      return booking(id, id === ID ? '2026-03-05T08:00:00.000Z' : '2026-03-04T08:00:00.000Z');
    });
    const cookies = `bk_booking_${ID}=t1; theme=dark; bk_booking_${OTHER}=t2; bk_booking_gone=stale`;
    expect((await readHeldBookings({ getBooking }, cookies)).map(({ id }) => id)).toEqual([OTHER, ID]);
    expect(getBooking).toHaveBeenCalledWith(ID, 't1');
    expect(await readHeldBookings({ getBooking }, null)).toEqual([]);
  });

  it('reads at most the newest `max` cookies', async () => {
    const getBooking = vi.fn(async (id: string) => booking(id, '2026-03-04T08:00:00.000Z'));
    await readHeldBookings({ getBooking }, `bk_booking_${ID}=t1; bk_booking_${OTHER}=t2`, 1);
    expect(getBooking).toHaveBeenCalledOnce();
    expect(getBooking).toHaveBeenCalledWith(OTHER, 't2');
  });
});
