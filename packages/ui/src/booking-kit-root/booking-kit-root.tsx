import { mergePartProps, PortalContainerProvider } from '@booking-kit/react';
import { type ComponentPropsWithRef, useState } from 'react';
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
 * `.bk-root`, so a host page's CSS cannot clash with it, and themes swap tokens here. Dialogs and
 * sheets below it render into this element (not `document.body`), so they keep the styles and
 * the theme, and stay inside a shadow root the widget lives in.
 * @selector .bk-root[data-theme="light|dark|system"]
 * @example <BookingKitRoot theme="dark"><SlotPicker ... /></BookingKitRoot>
 */
export function BookingKitRoot({ theme = 'system', className, ref, children, ...props }: BookingKitRootProps) {
  // State, not a ref: the portals below render once the element exists.
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  return (
    <div {...mergePartProps({ ref: setElement }, { ...props, ref })} className={cx('bk-root', className)} data-theme={theme}>
      <PortalContainerProvider container={element}>{children}</PortalContainerProvider>
    </div>
  );
}
