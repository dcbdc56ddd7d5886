/**
 * The hold-countdown parts as a namespace (`<HoldCountdown.Root>`, `<HoldCountdown.Time>`, ...).
 * @example <HoldCountdown.Root expiresAt={hold.expiresAt}><HoldCountdown.Time /><HoldCountdown.Status /></HoldCountdown.Root>
 */
export * as HoldCountdown from './hold-countdown';
export { type HoldCountdownPart, holdCountdownAnatomy } from './hold-countdown.anatomy';
export { useHoldCountdownContext } from './hold-countdown-context';
export { HoldCountdownRoot, type HoldCountdownRootProps } from './hold-countdown-root';
export { HoldCountdownStatus, type HoldCountdownStatusProps } from './hold-countdown-status';
export { HoldCountdownTime, type HoldCountdownTimeProps } from './hold-countdown-time';
export {
  HOLD_ENDING_MS,
  type HoldCountdownApi,
  type HoldCountdownOptions,
  type HoldCountdownPhase,
  useHoldCountdown,
} from './use-hold-countdown';
export { type HoldCountdownState, type HoldCountdownStateOptions, useHoldCountdownState } from './use-hold-countdown-state';
