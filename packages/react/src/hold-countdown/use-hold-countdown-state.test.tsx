import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '../test/render-hook';
import { type HoldCountdownStateOptions, useHoldCountdownState } from './use-hold-countdown-state';

const START = Date.parse('2026-03-09T10:00:00.000Z');
const inMinutes = (minutes: number) => new Date(START + minutes * 60_000).toISOString();

/** Advances the faked clock and runs the timers due, inside act() so React renders the ticks. */
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useHoldCountdownState', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('counts down from the time left until expiresAt, a tick a second', () => {
    const { result } = renderHook(useHoldCountdownState, { expiresAt: inMinutes(5) });
    expect(result.current).toEqual({ remainingMs: 300_000, isExpired: false });
    advance(1000);
    expect(result.current.remainingMs).toBe(299_000);
    advance(59_000);
    expect(result.current.remainingMs).toBe(240_000);
  });

  it('stops at zero and calls onExpire once, also when re-rendered afterwards', () => {
    const onExpire = vi.fn();
    const { result, rerender } = renderHook<HoldCountdownStateOptions, ReturnType<typeof useHoldCountdownState>>(
      useHoldCountdownState,
      { expiresAt: inMinutes(0.05), onExpire },
    );
    advance(2000);
    expect(result.current.remainingMs).toBe(1000);
    expect(onExpire).not.toHaveBeenCalled();
    advance(5000);
    expect(result.current).toEqual({ remainingMs: 0, isExpired: true });
    expect(onExpire).toHaveBeenCalledTimes(1);
    rerender({ expiresAt: inMinutes(0.05), onExpire });
    advance(5000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is expired at once for a hold that lapsed before it rendered', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(useHoldCountdownState, { expiresAt: new Date(START - 1), onExpire });
    expect(result.current.isExpired).toBe(true);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows a renewed hold: a later expiresAt counts from the new deadline', () => {
    const { result, rerender } = renderHook<HoldCountdownStateOptions, ReturnType<typeof useHoldCountdownState>>(
      useHoldCountdownState,
      { expiresAt: inMinutes(1) },
    );
    advance(30_000);
    rerender({ expiresAt: inMinutes(10) });
    expect(result.current.remainingMs).toBe(570_000);
  });

  it('runs the latest onExpire, not the one of the first render', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = renderHook<HoldCountdownStateOptions, ReturnType<typeof useHoldCountdownState>>(useHoldCountdownState, {
      expiresAt: inMinutes(0.02),
      onExpire: first,
    });
    rerender({ expiresAt: inMinutes(0.02), onExpire: latest });
    advance(2000);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });
});
