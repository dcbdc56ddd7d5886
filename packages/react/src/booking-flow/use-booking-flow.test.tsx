import { ApiError, type Booking, type BookingFlowState, type DetailsFormData, type Hold, type Slot } from '@booking-kit/core';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '../test/render-hook';
import { type UseBookingFlowOptions, useBookingFlow } from './use-booking-flow';

const NINE: Slot = { start: '2026-03-10T08:00:00.000Z', end: '2026-03-10T09:00:00.000Z', staff: ['anna-de-vries'], seatsLeft: 1 };
const HOLD = { id: 'hold-1', start: NINE.start, expiresAt: '2026-03-10T07:10:00.000Z' } as unknown as Hold;
const BOOKING = { id: 'bk-1', status: 'scheduled' } as unknown as Booking;
const DETAILS = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } as DetailsFormData;

/** A promise the test settles when it wants, as the API would answer later. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets the answered promise's handlers run and React render their events. */
const settle = () => act(() => Promise.resolve());

function options(overrides: Partial<UseBookingFlowOptions> = {}): UseBookingFlowOptions {
  return {
    staffCount: 1,
    services: ['massage-60'],
    requiresPayment: () => false,
    placeHold: vi.fn(() => Promise.resolve(HOLD)),
    book: vi.fn(() => Promise.resolve(BOOKING)),
    ...overrides,
  };
}

describe('useBookingFlow', () => {
  it('runs the hold and the booking the flow asks for, once each, and ends on the confirmation', async () => {
    const hold = later<Hold>();
    const onStepChange = vi.fn();
    const flow = options({ placeHold: vi.fn(() => hold.promise), onStepChange });
    const { result } = renderHook(useBookingFlow, flow);
    expect(result.current.steps).toEqual(['time', 'details', 'confirmation']);
    act(() => result.current.chooseSlot(NINE));
    act(() => result.current.next());
    expect(result.current.isPending).toBe(true);
    expect(flow.placeHold).toHaveBeenCalledTimes(1);
    expect(vi.mocked(flow.placeHold).mock.calls[0]?.[0]).toMatchObject({ slot: NINE, services: ['massage-60'], staff: 'any' });
    act(() => result.current.next()); // a second click while waiting
    expect(flow.placeHold).toHaveBeenCalledTimes(1);
    hold.resolve(HOLD);
    await settle();
    expect(result.current).toMatchObject({ step: 'details', isPending: false });
    expect(onStepChange).toHaveBeenLastCalledWith('details');
    act(() => result.current.submitDetails(DETAILS));
    await settle();
    expect(flow.book).toHaveBeenCalledTimes(1);
    const [booked] = vi.mocked(flow.book).mock.calls[0] ?? [];
    expect((booked as BookingFlowState | undefined)?.details).toEqual(DETAILS);
    expect(result.current).toMatchObject({ step: 'confirmation', state: { booking: BOOKING } });
  });

  it("sends a failed hold back as the API error's message, with the time cleared", async () => {
    const taken = new ApiError({ statusCode: 409, statusMessage: 'Conflict', code: 'STAFF_BUSY', message: 'busy' });
    const { result } = renderHook(useBookingFlow, options({ placeHold: () => Promise.reject(taken) }));
    act(() => result.current.chooseSlot(NINE));
    act(() => result.current.next());
    await settle();
    expect(result.current).toMatchObject({ step: 'time', isPending: false, state: { slot: null } });
    expect(result.current.error).toMatchObject({ code: 'STAFF_BUSY', messageKey: 'errors.STAFF_BUSY' });
  });

  it('pays through pay() on the payment step, and keeps the step and every value when the card is declined', async () => {
    const declined = { code: 'PAYMENT_DECLINED', messageKey: 'payment.errors.declined' };
    const pay = vi.fn().mockRejectedValueOnce(declined).mockResolvedValueOnce(BOOKING);
    const flow = options({ requiresPayment: () => true, pay });
    const { result } = renderHook(useBookingFlow, flow);
    act(() => result.current.chooseSlot(NINE));
    act(() => result.current.next());
    await settle();
    act(() => result.current.submitDetails(DETAILS));
    expect(result.current.step).toBe('payment');
    act(() => result.current.choosePayment('deposit'));
    act(() => result.current.submitPayment());
    await settle();
    expect(result.current).toMatchObject({
      step: 'payment',
      error: declined,
      state: { details: DETAILS, paymentChoice: 'deposit' },
    });
    act(() => result.current.submitPayment());
    await settle();
    expect(pay).toHaveBeenCalledTimes(2);
    expect(flow.book).not.toHaveBeenCalled();
    expect(result.current.step).toBe('confirmation');
  });

  it('goes back to the time when the hold countdown ends, and ignores an answer that comes after a reset', async () => {
    const booking = later<Booking>();
    const { result } = renderHook(useBookingFlow, options({ book: () => booking.promise }));
    act(() => result.current.chooseSlot(NINE));
    act(() => result.current.next());
    await settle();
    act(() => result.current.holdExpired());
    expect(result.current).toMatchObject({ step: 'time', error: { messageKey: 'hold.expired' } });
    act(() => result.current.chooseSlot(NINE));
    act(() => result.current.next());
    await settle();
    act(() => result.current.submitDetails(DETAILS));
    act(() => result.current.reset());
    booking.resolve(BOOKING);
    await settle();
    expect(result.current).toMatchObject({ step: 'time', state: { booking: null, slot: null } });
  });
});
