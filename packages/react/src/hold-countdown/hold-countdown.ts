/** The hold-countdown parts as a namespace: `<HoldCountdown.Root>`, `<HoldCountdown.Time>`, ... */
export { HoldCountdownRoot as Root } from './hold-countdown-root';
export { HoldCountdownStatus as Status } from './hold-countdown-status';
export { HoldCountdownTime as Time } from './hold-countdown-time';
