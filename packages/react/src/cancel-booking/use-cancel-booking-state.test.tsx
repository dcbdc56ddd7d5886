import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '../test/render-hook';
import { type CancelBookingStateOptions, useCancelBookingState } from './use-cancel-booking-state';

describe('useCancelBookingState: the confirmation', () => {
  it('starts closed and opens and closes through react-stately’s overlay state', () => {
    const onConfirmOpenChange = vi.fn();
    const { result } = renderHook(useCancelBookingState, { onConfirmOpenChange } as CancelBookingStateOptions);
    expect(result.current.confirmation.isOpen).toBe(false);
    act(() => result.current.confirmation.open());
    expect(result.current.confirmation.isOpen).toBe(true);
    expect(onConfirmOpenChange).toHaveBeenLastCalledWith(true);
    act(() => result.current.confirmation.close());
    expect(result.current.confirmation.isOpen).toBe(false);
    expect(onConfirmOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('follows a controlled confirmOpen and only asks to change it', () => {
    const onConfirmOpenChange = vi.fn();
    const { result, rerender } = renderHook(useCancelBookingState, {
      confirmOpen: true,
      onConfirmOpenChange,
    } as CancelBookingStateOptions);
    expect(result.current.confirmation.isOpen).toBe(true);
    act(() => result.current.confirmation.close());
    expect(onConfirmOpenChange).toHaveBeenLastCalledWith(false);
    expect(result.current.confirmation.isOpen).toBe(true);
    rerender({ confirmOpen: false, onConfirmOpenChange });
    expect(result.current.confirmation.isOpen).toBe(false);
  });

  it('opens by default with defaultConfirmOpen', () => {
    const { result } = renderHook(useCancelBookingState, { defaultConfirmOpen: true } as CancelBookingStateOptions);
    expect(result.current.confirmation.isOpen).toBe(true);
  });
});
