import {
  HoldCountdownRoot,
  type HoldCountdownRootProps,
  HoldCountdownStatus,
  HoldCountdownTime,
  useHoldCountdownContext,
} from '@booking-kit/react';
import { cx } from '../lib/cx';
import { holdCountdownVariants } from './hold-countdown.variants';

/** Props of the styled {@link HoldCountdown}: the headless root's, without custom children. */
export type HoldCountdownProps = Omit<HoldCountdownRootProps, 'children' | 'asChild'>;

/** The countdown's inside: it reads the phase from the headless root to pick its variant. */
function HoldCountdownBody({ className }: { className?: string | undefined }) {
  const { phase } = useHoldCountdownContext();
  return (
    <div className={cx(holdCountdownVariants({ phase }), className)} data-slot="hold-countdown">
      <HoldCountdownTime className="bk-hold-countdown__time" data-slot="hold-countdown-time" />
      <HoldCountdownStatus className="bk-visually-hidden" data-slot="hold-countdown-status" />
    </div>
  );
}

/**
 * The styled hold countdown: 'We hold this time for you for 9:05', urgent in the last minute,
 * and a clear note when the hold has lapsed. Screen readers hear the last minute and the lapse.
 * @selector .bk-root [data-slot="hold-countdown"]
 * @example <HoldCountdown expiresAt={hold.expiresAt} onExpire={() => setSlot(null)} />
 */
export function HoldCountdown({ className, ...props }: HoldCountdownProps) {
  return (
    <HoldCountdownRoot {...props}>
      <HoldCountdownBody className={className} />
    </HoldCountdownRoot>
  );
}
