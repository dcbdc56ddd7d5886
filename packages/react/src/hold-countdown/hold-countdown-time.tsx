import type { ComponentPropsWithRef } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { useHoldCountdownContext } from './hold-countdown-context';

/** Props of {@link HoldCountdownTime}. */
export interface HoldCountdownTimeProps extends ComponentPropsWithRef<'p'> {}

/**
 * The visible countdown, 'We hold this time for you for 9:05', as a silent `timer`.
 * The server and the first client render may differ by a second; that text is allowed to.
 * @selector [data-scope="hold-countdown"][data-part="time"]
 * @example <HoldCountdown.Time />
 */
export function HoldCountdownTime({ children, ...props }: HoldCountdownTimeProps) {
  const api = useHoldCountdownContext();
  return (
    <p {...mergePartProps(api.timeProps, props)} suppressHydrationWarning>
      {children ?? api.text}
    </p>
  );
}
