import {
  type CartApi,
  CartCount,
  CartSheet,
  CartSheetClose,
  CartSheetContent,
  CartSheetOverlay,
  CartSheetPortal,
  type CartSheetProps,
  CartSheetTitle,
  CartSheetTrigger,
  cartAnatomy,
} from '@booking-kit/react';
import { buttonVariants } from '../button/button.variants';
import { CartBody } from './cart-body';

/** Props of {@link CartSheetView}. */
export interface CartSheetViewProps {
  api: CartApi;
  sheetProps: Omit<CartSheetProps, 'children'>;
}

/**
 * The styled cart as a sheet from the bottom (a Radix dialog) opened by 'View cart (n)'. Its own
 * module so that {@link Cart} loads Radix Dialog only where the cart is a sheet.
 */
export default function CartSheetView({ api, sheetProps }: CartSheetViewProps) {
  return (
    <CartSheet {...sheetProps}>
      <CartSheetTrigger className={buttonVariants({ variant: 'primary' })} />
      <CartSheetPortal>
        <CartSheetOverlay />
        <CartSheetContent>
          <div {...cartAnatomy.attrs('header')}>
            <CartSheetTitle />
            <CartSheetClose className={buttonVariants({ variant: 'ghost', size: 'sm' })} />
          </div>
          <CartCount />
          <CartBody api={api} />
        </CartSheetContent>
      </CartSheetPortal>
    </CartSheet>
  );
}
