import {
  type CartApi,
  CartEmpty,
  CartError,
  CartItem,
  CartItemAttendees,
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
  CartTotal,
  cartAnatomy,
} from '@booking-kit/react';
import { alertVariants } from '../alert/alert.variants';
import { buttonVariants } from '../button/button.variants';

/** The cart's items, total, messages and "Continue": the same inline and in the sheet. */
export function CartBody({ api }: { api: CartApi }) {
  return (
    <>
      <CartList>
        {api.state.items.map((item) => (
          <CartItem key={item.id} item={item}>
            <div {...cartAnatomy.attrs('item-main')}>
              <CartItemName />
              <span {...cartAnatomy.attrs('item-meta')}>
                <CartItemTime />
                <CartItemDuration />
                <CartItemStaff />
                <CartItemSeats />
                <CartItemAttendees />
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
