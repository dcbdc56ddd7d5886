import type { ComponentPropsWithRef } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { useHoldCountdownContext } from './hold-countdown-context';

/** Props of {@link HoldCountdownStatus}. */
export interface HoldCountdownStatusProps extends ComponentPropsWithRef<'div'> {}

/**
 * The polite live region: speaks when one minute is left and when the hold lapses. It stays
 * mounted so each change is announced; hide it visually if the time part shows the same.
 * @selector [data-scope="hold-countdown"][data-part="status"]
 * @example <HoldCountdown.Status className="visually-hidden" />
 */
export function HoldCountdownStatus({ children, ...props }: HoldCountdownStatusProps) {
  const api = useHoldCountdownContext();
  return <div {...mergePartProps(api.statusProps, props)}>{children ?? api.announcement}</div>;
}
