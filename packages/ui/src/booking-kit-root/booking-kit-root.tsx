import { mergePartProps, PortalContainerProvider } from '@booking-kit/react';
import { type ComponentPropsWithRef, startTransition, useCallback, useState } from 'react';
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
  // State, not a ref: the portals below render once the element exists. Set in a transition: a
  // ref is attached while React commits, where an ordinary update is urgent, and an urgent change
  // of this context makes React give up hydrating the parts below still waiting for their code (a
  // lazily loaded step the server streamed) and show their loading state instead.
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const container = useCallback((node: HTMLDivElement | null) => startTransition(() => setElement(node)), []);
  return (
    <div {...mergePartProps({ ref: container }, { ...props, ref })} className={cx('bk-root', className)} data-theme={theme}>
      <PortalContainerProvider container={element}>{children}</PortalContainerProvider>
    </div>
  );
}
