import { HoldCountdownRoot, type HoldCountdownRootProps, HoldCountdownStatus, HoldCountdownTime } from '@booking-kit/react';
import { cx } from '../lib/cx';

/** Props of the styled {@link HoldCountdown}: the headless root's, without custom children. */
export type HoldCountdownProps = Omit<HoldCountdownRootProps, 'children' | 'asChild'>;

/**
 * The styled hold countdown: 'We hold this time for you for 9:05', urgent in the last minute,
 * and a clear note when the hold has lapsed. Screen readers hear the last minute and the lapse.
 * The look follows the headless root's `data-state`.
 * @selector .bk-root .bk-hold-countdown[data-state="active|ending|expired"] [data-scope="hold-countdown"][data-part="time"]
 * @example <HoldCountdown expiresAt={hold.expiresAt} onExpire={() => setSlot(null)} />
 */
export function HoldCountdown({ className, ...props }: HoldCountdownProps) {
  return (
    <HoldCountdownRoot {...props} className={cx('bk-hold-countdown', className)}>
      <HoldCountdownTime />
      <HoldCountdownStatus />
    </HoldCountdownRoot>
  );
}
