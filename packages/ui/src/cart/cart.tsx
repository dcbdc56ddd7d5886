import {
  type CartApi,
  CartCount,
  CartEmpty,
  CartError,
  CartItem,
  CartItemDuration,
  CartItemError,
  CartItemName,
  CartItemPrice,
  CartItemSeats,
  CartItemStaff,
  CartItemTime,
  CartList,
  CartProceed,
  CartRemove,
  CartRoot,
  type CartRootProps,
  CartSheet,
  CartSheetClose,
  CartSheetContent,
  CartSheetOverlay,
  CartSheetPortal,
  type CartSheetProps,
  CartSheetTitle,
  CartSheetTrigger,
  CartTitle,
  CartTotal,
} from '@booking-kit/react';
import { alertVariants } from '../alert/alert.variants';
import { buttonVariants } from '../button/button.variants';
import { useMediaQuery } from './use-media-query';

/** The viewports where the cart becomes a sheet: phones, held either way. */
const CART_SHEET_QUERY = '(max-width: 40rem)';

/** Props of the styled {@link Cart}: the headless root's, without custom children, and the sheet's. */
export interface CartProps extends Omit<CartRootProps, 'children' | 'layout'>, Omit<CartSheetProps, 'children'> {
  /**
   * `auto`: a sheet on a phone (while `sheetQuery` matches), inline otherwise. `inline` or
   * `sheet` force one.
   * @default 'auto'
   */
  layout?: 'auto' | 'inline' | 'sheet';
  /** The media query under which `auto` shows a sheet. @default CART_SHEET_QUERY, '(max-width: 40rem)' */
  sheetQuery?: string;
}

/** The cart's items, total, messages and "Continue": the same inline and in the sheet. */
function CartBody({ api }: { api: CartApi }) {
  return (
    <>
      <CartList>
        {api.state.items.map((item) => (
          <CartItem key={item.id} item={item}>
            <div data-scope="cart" data-part="item-main">
              <CartItemName />
              <span data-scope="cart" data-part="item-meta">
                <CartItemTime />
                <CartItemDuration />
                <CartItemStaff />
                <CartItemSeats />
              </span>
              <CartItemError />
            </div>
            <CartItemPrice />
            <CartRemove className={buttonVariants({ variant: 'ghost', size: 'sm' })} />
          </CartItem>
        ))}
      </CartList>
      <CartEmpty />
      <CartTotal />
      <CartError className={alertVariants({ tone: 'danger' })} />
      <CartProceed className={buttonVariants({ variant: 'primary' })} />
    </>
  );
}

/**
 * The styled cart: each service with its staff, time, length and price, a remove button per row,
 * the total, the count, the empty state, the spec's messages in an alert and "Continue". On a
 * phone the page shows 'View cart (2)' with the total, which opens the cart as a sheet from the
 * bottom (a modal dialog), as booking and shopping apps do; on wider screens it stays inline.
 * Render inside `<BookingKitRoot>` (the sheet renders into it) and a `<LocaleProvider>`.
 * @selector .bk-root [data-scope="cart"][data-part="root"][data-layout="inline|sheet"] [data-scope="cart"][data-part="item"][data-invalid]
 * @example <Cart value={items} onValueChange={setItems} attendees={['me', 'ada']} onProceed={book} />
 */
export function Cart({ layout = 'auto', sheetQuery = CART_SHEET_QUERY, open, defaultOpen, onOpenChange, ...props }: CartProps) {
  const isNarrow = useMediaQuery(sheetQuery);
  const resolved = layout === 'auto' ? (isNarrow ? 'sheet' : 'inline') : layout;
  const sheetProps = {
    ...(open !== undefined && { open }),
    ...(defaultOpen !== undefined && { defaultOpen }),
    ...(onOpenChange !== undefined && { onOpenChange }),
  };
  return (
    <CartRoot {...props} layout={resolved}>
      {(api) =>
        resolved === 'sheet' ? (
          <CartSheet {...sheetProps}>
            <CartSheetTrigger className={buttonVariants({ variant: 'primary' })} />
            <CartSheetPortal>
              <CartSheetOverlay />
              <CartSheetContent>
                <div data-scope="cart" data-part="header">
                  <CartSheetTitle />
                  <CartSheetClose className={buttonVariants({ variant: 'ghost', size: 'sm' })} />
                </div>
                <CartCount />
                <CartBody api={api} />
              </CartSheetContent>
            </CartSheetPortal>
          </CartSheet>
        ) : (
          <>
            <div data-scope="cart" data-part="header">
              <CartTitle />
              <CartCount />
            </div>
            <CartBody api={api} />
          </>
        )
      }
    </CartRoot>
  );
}
