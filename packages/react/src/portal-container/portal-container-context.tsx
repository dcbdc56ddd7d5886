import { createContext, type ReactNode, useContext } from 'react';

/**
 * Where overlays (dialogs, sheets) render. `null` lets Radix fall back to `document.body`, which
 * is outside `.bk-root` (no styles, no theme) and outside a shadow root the widget may live in.
 * A plain React context, not Radix's `createContext`: having no provider is valid here.
 */
const PortalContainerContext = createContext<Element | DocumentFragment | null>(null);

/** Props of {@link PortalContainerProvider}. */
export interface PortalContainerProviderProps {
  /** The element overlays render into: the widget's `.bk-root`. */
  container: Element | DocumentFragment | null;
  children?: ReactNode;
}

/**
 * Sets where the overlays below it render. `BookingKitRoot` from `@booking-kit/ui` sets it to its
 * own element, so dialogs keep the design system's styles and theme, also inside a shadow root.
 * @example <PortalContainerProvider container={rootElement}><Cart /></PortalContainerProvider>
 */
export function PortalContainerProvider({ container, children }: PortalContainerProviderProps) {
  return <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>;
}

/**
 * The element the nearest {@link PortalContainerProvider} names, or `null` (then `document.body`);
 * pass it to Radix `Portal`'s `container`.
 * @example <Dialog.Portal container={usePortalContainer() ?? undefined}>
 */
export function usePortalContainer(): Element | DocumentFragment | null {
  return useContext(PortalContainerContext);
}
