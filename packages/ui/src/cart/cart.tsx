import { CartCount, CartRoot, type CartRootProps, type CartSheetProps, CartTitle, cartAnatomy } from '@booking-kit/react';
import { lazy } from 'react';
import { LazyPart } from '../skeleton/lazy-part';
import { CartBody } from './cart-body';
import { useMediaQuery } from './use-media-query';

/** The sheet (Radix Dialog) is its own module: loaded only where the cart is a sheet, on a phone. */
const CartSheetView = lazy(() => import('./cart-sheet-view'));

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
          <LazyPart>
            <CartSheetView api={api} sheetProps={sheetProps} />
          </LazyPart>
        ) : (
          <>
            <div {...cartAnatomy.attrs('header')}>
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
