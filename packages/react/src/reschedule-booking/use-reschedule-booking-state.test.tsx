import { manageErrorMessage, type Slot } from '@booking-kit/core';
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '../test/render-hook';
import { type RescheduleBookingStateOptions, useRescheduleBookingState } from './use-reschedule-booking-state';

/** Renders the hook in a real React root and returns its latest state. */
const renderState = (options: RescheduleBookingStateOptions = {}) => renderHook(useRescheduleBookingState, options);

const slot = (start: string): Slot => ({ start, end: start, staff: ['anna'], seatsLeft: 1 });
const MONDAY = slot('2026-03-09T08:00:00.000Z');
const TUESDAY = slot('2026-03-10T09:00:00.000Z');
const TAKEN = manageErrorMessage({ code: 'SLOT_UNAVAILABLE' }, 'reschedule');
const CUTOFF = manageErrorMessage({ code: 'CUTOFF_PASSED', params: { hours: 24 } }, 'reschedule');

describe('useRescheduleBookingState', () => {
  it('starts with no new slot, idle and without an error', () => {
    const { result } = renderState();
    expect(result.current.slot).toBeNull();
    expect(result.current.phase).toBe('idle');
    expect(result.current.error).toBeNull();
  });

  it('starts from defaultValue', () => {
    const { result } = renderState({ defaultValue: MONDAY });
    expect(result.current.slot).toBe(MONDAY);
  });

  it('chooses a slot uncontrolled and reports it, but not choosing the same one again', () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ onValueChange });
    act(() => result.current.setSlot(MONDAY));
    expect(result.current.slot).toBe(MONDAY);
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(MONDAY);
    act(() => result.current.setSlot(MONDAY));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('clears the choice and reports null', () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ defaultValue: MONDAY, onValueChange });
    act(() => result.current.setSlot(null));
    expect(result.current.slot).toBeNull();
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('follows a controlled slot: a choice is reported, and shows once the app passes it back', () => {
    const onValueChange = vi.fn();
    const { result, rerender } = renderState({ value: MONDAY, onValueChange });
    act(() => result.current.setSlot(TUESDAY));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(TUESDAY);
    expect(result.current.slot).toBe(MONDAY);
    rerender({ value: TUESDAY, onValueChange });
    expect(result.current.slot).toBe(TUESDAY);
  });

  it('treats a controlled null as "no slot chosen", not as uncontrolled', () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ value: null, defaultValue: MONDAY, onValueChange });
    expect(result.current.slot).toBeNull();
    act(() => result.current.setSlot(TUESDAY));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(TUESDAY);
    expect(result.current.slot).toBeNull();
  });

  it('works as the state of a component that lifts it', () => {
    const useLifted = () => {
      const [value, setValue] = useState<Slot | null>(null);
      return useRescheduleBookingState({ value, onValueChange: setValue });
    };
    const { result } = renderHook(useLifted, {});
    act(() => result.current.setSlot(TUESDAY));
    expect(result.current.slot).toBe(TUESDAY);
  });

  it('goes from pending to rescheduled', () => {
    const { result } = renderState({ defaultValue: MONDAY });
    act(() => result.current.start());
    expect(result.current.phase).toBe('pending');
    act(() => result.current.succeed());
    expect(result.current.phase).toBe('rescheduled');
    expect(result.current.error).toBeNull();
    expect(result.current.slot).toBe(MONDAY);
  });

  it('keeps the error while failed, and a new attempt clears it', () => {
    const { result } = renderState({ defaultValue: MONDAY });
    act(() => result.current.start());
    act(() => result.current.fail(CUTOFF));
    expect(result.current.phase).toBe('failed');
    expect(result.current.error).toEqual(CUTOFF);
    expect(result.current.slot).toBe(MONDAY);
    act(() => result.current.start());
    expect(result.current.phase).toBe('pending');
    expect(result.current.error).toBeNull();
  });

  it('clears a failure when another slot is chosen, which the failure was not about', () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ defaultValue: MONDAY, onValueChange });
    act(() => result.current.start());
    act(() => result.current.fail(TAKEN));
    act(() => result.current.setSlot(TUESDAY));
    expect(result.current.slot).toBe(TUESDAY);
    expect(result.current.phase).toBe('idle');
    expect(result.current.error).toBeNull();
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(TUESDAY);
  });

  it('clears a failure on a new choice also when the slot is controlled', () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ value: MONDAY, onValueChange });
    act(() => result.current.fail(TAKEN));
    act(() => result.current.setSlot(TUESDAY));
    expect(result.current.phase).toBe('idle');
    expect(result.current.error).toBeNull();
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(TUESDAY);
  });

  it('leaves the phase alone when a slot is chosen without a failure', () => {
    const { result } = renderState();
    act(() => result.current.setSlot(MONDAY));
    expect(result.current.phase).toBe('idle');
    act(() => result.current.start());
    act(() => result.current.setSlot(TUESDAY));
    expect(result.current.phase).toBe('pending');
  });
});
