import * as Dialog from '@radix-ui/react-dialog';
import { type ComponentPropsWithRef, type ReactNode, useRef } from 'react';
import { containTabKey, focusInitial } from '../portal-container/dialog-focus';
import { usePortalContainer } from '../portal-container/portal-container-context';
import { ActionPart } from '../utils/action-part';
import type { AsChildProps } from '../utils/as-child';
import { HeadingPart } from '../utils/heading-part';
import { mergePartProps } from '../utils/merge-part-props';
import { cartPartAttrs as attrs, cartAnatomy as parts } from './cart.anatomy';
import { useCartContext } from './cart-context';

/** Props of {@link CartSheet}: Radix Dialog's open state, controlled or not. */
export interface CartSheetProps {
  /** Whether the sheet is open (controlled). */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The trigger and the portal with the sheet. */
  children?: ReactNode;
}

/**
 * The cart as a modal sheet, for narrow screens: a Radix Dialog root around `<Cart.SheetTrigger>`
 * and `<Cart.SheetPortal>`. Use it inside `<Cart.Root layout="sheet">`, which then leaves naming
 * the cart to the sheet.
 * @example
 * <Cart.Root layout="sheet" value={items} onValueChange={setItems}>
 *   <Cart.Sheet>
 *     <Cart.SheetTrigger />
 *     <Cart.SheetPortal>
 *       <Cart.SheetOverlay />
 *       <Cart.SheetContent><Cart.SheetTitle /><Cart.SheetClose /><Cart.List>…</Cart.List><Cart.Proceed /></Cart.SheetContent>
 *     </Cart.SheetPortal>
 *   </Cart.Sheet>
 * </Cart.Root>
 */
export function CartSheet({ children, ...props }: CartSheetProps) {
  return <Dialog.Root {...props}>{children}</Dialog.Root>;
}

/** Props of {@link CartSheetTrigger}. */
export interface CartSheetTriggerProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * Opens the sheet: 'View cart (2)' and the total, so the visitor sees what the cart holds without
 * opening it; focus comes back here when the sheet closes.
 * @selector [data-scope="cart"][data-part="sheet-trigger"][data-state="open|closed"][data-empty]
 */
export function CartSheetTrigger(props: CartSheetTriggerProps) {
  const api = useCartContext();
  const content = (
    <>
      <span {...attrs(parts.sheetTriggerLabel)}>{api.sheetTriggerText}</span>
      {api.totalText === null ? null : (
        <>
          {' '}
          <span {...attrs(parts.sheetTriggerTotal)}>{api.totalText}</span>
        </>
      )}
    </>
  );
  const own: ReturnType<typeof attrs> & { 'data-empty'?: '' } = {
    ...attrs(parts.sheetTrigger),
    ...(api.state.items.length === 0 && { 'data-empty': '' }),
  };
  return (
    <Dialog.Trigger asChild>
      <ActionPart own={own} content={content} {...props} />
    </Dialog.Trigger>
  );
}

/** Props of {@link CartSheetPortal}. */
export interface CartSheetPortalProps {
  children?: ReactNode;
}

/**
 * Renders the overlay and the sheet into the widget's root (see `PortalContainerProvider`), so
 * they keep its styles and theme, also inside a shadow root; only while open.
 */
export function CartSheetPortal({ children }: CartSheetPortalProps) {
  const container = usePortalContainer();
  return <Dialog.Portal container={container ?? undefined}>{children}</Dialog.Portal>;
}

/** Props of {@link CartSheetOverlay}. */
export interface CartSheetOverlayProps extends AsChildProps, ComponentPropsWithRef<'div'> {}

/**
 * The backdrop behind the sheet; pressing it closes the sheet.
 * @selector [data-scope="cart"][data-part="sheet-overlay"][data-state="open|closed"]
 */
export function CartSheetOverlay(props: CartSheetOverlayProps) {
  return <Dialog.Overlay {...mergePartProps(attrs(parts.sheetOverlay), props)} />;
}

/** Props of {@link CartSheetContent}. */
export interface CartSheetContentProps extends AsChildProps, ComponentPropsWithRef<'div'> {}

/**
 * The sheet: a modal dialog named by `<Cart.SheetTitle>`; focus starts on its first control, Tab
 * stays inside (also in a shadow root), Escape or `<Cart.SheetClose>` close it and focus returns
 * to the trigger; the page behind does not scroll.
 * @selector [data-scope="cart"][data-part="sheet"][data-state="open|closed"]
 */
export function CartSheetContent(props: CartSheetContentProps) {
  const content = useRef<HTMLElement | null>(null);
  const own = {
    ...attrs(parts.sheet),
    ref: (node: HTMLElement | null) => {
      content.current = node;
    },
    // Radix's own first focus ends on the content element inside a shadow root; see focusInitial.
    onOpenAutoFocus: (event: Event) => {
      event.preventDefault();
      focusInitial(content.current);
    },
    onKeyDown: containTabKey,
    // The cart has no description of its own: its title, count and items say what it is.
    'aria-describedby': undefined,
  };
  return <Dialog.Content {...mergePartProps(own, props)} />;
}

/** Props of {@link CartSheetTitle}. */
export interface CartSheetTitleProps extends AsChildProps, ComponentPropsWithRef<'h2'> {}

/**
 * The sheet's heading, 'Your cart', which names the dialog.
 * @selector [data-scope="cart"][data-part="sheet-title"]
 */
export function CartSheetTitle(props: CartSheetTitleProps) {
  const api = useCartContext();
  return (
    <Dialog.Title asChild>
      <HeadingPart own={attrs(parts.sheetTitle)} content={api.title} {...props} />
    </Dialog.Title>
  );
}

/** Props of {@link CartSheetClose}. */
export interface CartSheetCloseProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * Closes the sheet, named 'Close cart' (shows '×' without children).
 * @selector [data-scope="cart"][data-part="sheet-close"]
 */
export function CartSheetClose(props: CartSheetCloseProps) {
  const api = useCartContext();
  return (
    <Dialog.Close asChild>
      <ActionPart
        own={{ ...attrs(parts.sheetClose), type: 'button', 'aria-label': api.sheetCloseLabel }}
        content="×"
        {...props}
      />
    </Dialog.Close>
  );
}
