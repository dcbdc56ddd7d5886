import { useEffect, useRef, useState } from 'react';

/** Options of {@link useHoldCountdownState}. */
export interface HoldCountdownStateOptions {
  /** When the hold lapses: the API's `expiresAt` (ISO-8601) or a `Date`. */
  expiresAt: string | Date;
  /** The clock, for tests and stories with a fixed "now". @default Date.now */
  now?: () => number;
  /** Milliseconds between ticks. @default 1000 */
  tickMs?: number;
  /** Called once when the hold lapses, e.g. to clear the chosen slot. */
  onExpire?: () => void;
}

/** What {@link useHoldCountdownState} returns. */
export interface HoldCountdownState {
  /** Milliseconds left, never below 0. */
  remainingMs: number;
  isExpired: boolean;
}

/**
 * The state of a hold countdown: the time left until `expiresAt`, ticking every second and
 * stopping at zero, when `onExpire` runs once.
 * @example const { remainingMs, isExpired } = useHoldCountdownState({ expiresAt: hold.expiresAt })
 */
export function useHoldCountdownState({
  expiresAt,
  now = Date.now,
  tickMs = 1000,
  onExpire,
}: HoldCountdownStateOptions): HoldCountdownState {
  const deadline = new Date(expiresAt).getTime();
  const [current, setCurrent] = useState(now);
  const remainingMs = Math.max(0, deadline - current);
  const isExpired = remainingMs === 0;

  useEffect(() => {
    setCurrent(now());
    if (deadline - now() <= 0) return;
    const timer = setInterval(() => {
      const time = now();
      setCurrent(time);
      if (time >= deadline) clearInterval(timer);
    }, tickMs);
    return () => clearInterval(timer);
  }, [deadline, now, tickMs]);

  // onExpire is an event, not an input: the latest one runs when the hold lapses, once.
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });
  useEffect(() => {
    if (isExpired) onExpireRef.current?.();
  }, [isExpired]);

  return { remainingMs, isExpired };
}
