import { useId } from 'react';
import { useLocale } from '../locale/locale-context';
import type { AnatomyPartAttrs } from '../utils/anatomy';
import { type holdCountdownAnatomy, holdCountdownPartAttrs } from './hold-countdown.anatomy';
import type { HoldCountdownState } from './use-hold-countdown-state';

/** Below this many milliseconds the hold is `ending`: styled as urgent and announced. */
export const HOLD_ENDING_MS = 60_000;

/** Options of {@link useHoldCountdown}. */
export interface HoldCountdownOptions {
  /**
   * From how many milliseconds left the hold is `ending`: styled as urgent, and announced once
   * ('1 minute left to finish your booking'). A business with short holds may want it earlier.
   * @default HOLD_ENDING_MS (one minute)
   */
  endingMs?: number;
}

/** The phase of a hold, as `data-state`. */
export type HoldCountdownPhase = 'active' | 'ending' | 'expired';

/** What {@link useHoldCountdown} returns: texts and a prop bag per part. */
export interface HoldCountdownApi {
  state: HoldCountdownState;
  phase: HoldCountdownPhase;
  /** The time left as `m:ss`, e.g. `9:05`. */
  clock: string;
  /** The visible sentence: 'We hold this time for you for 9:05' or the expiry message. */
  text: string;
  /** What the polite live region says: only at the phase changes, never every second. */
  announcement: string;
  rootProps: { id: string } & AnatomyPartAttrs<typeof holdCountdownAnatomy, 'root'> & { 'data-state': HoldCountdownPhase };
  timeProps: { role: 'timer'; 'aria-live': 'off' } & AnatomyPartAttrs<typeof holdCountdownAnatomy, 'time'>;
  statusProps: { role: 'status'; 'aria-live': 'polite' } & AnatomyPartAttrs<typeof holdCountdownAnatomy, 'status'>;
}

/** `m:ss`: digits that read the same in all our locales, minutes unpadded as clocks show them. */
function formatClock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The behaviour hook of the hold countdown. The visible clock is a `timer` (not announced, which
 * would speak every second); a separate polite status speaks only when one minute is left and
 * when the hold has lapsed, so a screen-reader user learns what matters without the noise.
 * @example const api = useHoldCountdown({}, useHoldCountdownState({ expiresAt }))
 */
export function useHoldCountdown(
  { endingMs = HOLD_ENDING_MS }: HoldCountdownOptions,
  state: HoldCountdownState,
): HoldCountdownApi {
  const { t } = useLocale();
  const id = useId();
  const phase: HoldCountdownPhase = state.isExpired ? 'expired' : state.remainingMs <= endingMs ? 'ending' : 'active';
  const clock = formatClock(state.remainingMs);
  const minutesLeft = Math.ceil(state.remainingMs / 60_000);
  const text = phase === 'expired' ? t('hold.expired') : t('hold.remaining', { time: clock });
  const announcement =
    phase === 'expired' ? t('hold.expired') : phase === 'ending' ? t('hold.ending', { count: minutesLeft }) : '';
  return {
    state,
    phase,
    clock,
    text,
    announcement,
    rootProps: { id, ...holdCountdownPartAttrs('root'), 'data-state': phase },
    timeProps: { role: 'timer', 'aria-live': 'off', ...holdCountdownPartAttrs('time') },
    statusProps: { role: 'status', 'aria-live': 'polite', ...holdCountdownPartAttrs('status') },
  };
}
