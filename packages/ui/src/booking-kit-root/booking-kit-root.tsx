import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/cx';

/** Colour theme of a booking-kit subtree. */
export type BookingKitTheme = 'light' | 'dark' | 'system';

/** Props of {@link BookingKitRoot}. */
export interface BookingKitRootProps extends ComponentPropsWithRef<'div'> {
  /** `system` follows the visitor's `prefers-color-scheme`. @default 'system' */
  theme?: BookingKitTheme;
}

/**
 * The one root every styled component must sit in: all booking-kit CSS is scoped under
 * `.bk-root`, so a host page's CSS cannot clash with it, and themes swap tokens here.
 * @selector .bk-root[data-theme="light|dark|system"]
 * @example <BookingKitRoot theme="dark"><SlotPicker ... /></BookingKitRoot>
 */
export function BookingKitRoot({ theme = 'system', className, ...props }: BookingKitRootProps) {
  return <div {...props} className={cx('bk-root', className)} data-theme={theme} />;
}
