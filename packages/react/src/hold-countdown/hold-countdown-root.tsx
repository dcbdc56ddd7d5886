import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { HoldCountdownProvider } from './hold-countdown-context';
import { type HoldCountdownOptions, useHoldCountdown } from './use-hold-countdown';
import { type HoldCountdownStateOptions, useHoldCountdownState } from './use-hold-countdown-state';

/** Props of {@link HoldCountdownRoot}. */
export interface HoldCountdownRootProps
  extends HoldCountdownStateOptions,
    HoldCountdownOptions,
    AsChildProps,
    ComponentPropsWithRef<'div'> {}

/**
 * How long the chosen time stays held for the visitor (`POST /holds` answers `expiresAt`).
 * Its state is `active`, `ending` (the last minute, or `endingMs`) or `expired`.
 * @selector [data-scope="hold-countdown"][data-part="root"][data-state="active|ending|expired"]
 * @example
 * <HoldCountdown.Root expiresAt={hold.expiresAt} onExpire={() => setSlot(null)}>
 *   <HoldCountdown.Time />
 *   <HoldCountdown.Status />
 * </HoldCountdown.Root>
 */
export function HoldCountdownRoot({
  expiresAt,
  now,
  tickMs,
  onExpire,
  endingMs,
  asChild,
  children,
  ...props
}: HoldCountdownRootProps) {
  const state = useHoldCountdownState({
    expiresAt,
    ...(now && { now }),
    ...(tickMs !== undefined && { tickMs }),
    ...(onExpire && { onExpire }),
  });
  const api = useHoldCountdown({ ...(endingMs !== undefined && { endingMs }) }, state);
  const merged = mergePartProps(api.rootProps, props);
  return (
    <HoldCountdownProvider value={api}>
      {asChild ? <AsChildSlot {...merged}>{children}</AsChildSlot> : <div {...merged}>{children}</div>}
    </HoldCountdownProvider>
  );
}
