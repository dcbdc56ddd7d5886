import {
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
  CartTitle,
  CartTotal,
} from '@booking-kit/react';
import { buttonVariants } from '../button/button.variants';
import { cx } from '../lib/cx';
import { cartItemVariants } from './cart.variants';

/** Props of the styled {@link Cart}: the headless root's, without custom children. */
export type CartProps = Omit<CartRootProps, 'children'>;

/**
 * The styled cart: each service with its staff, time, length and price, a remove button per row,
 * the total, the count, the empty state, the spec's messages in an alert and "Continue". Render
 * inside `<BookingKitRoot>` and a `<LocaleProvider>`.
 * @selector .bk-root [data-slot="cart"] [data-slot="cart-item"]
 * @example <Cart value={items} onValueChange={setItems} attendees={['me', 'ada']} onProceed={book} />
 */
export function Cart({ className, ...props }: CartProps) {
  return (
    <CartRoot {...props} className={cx('bk-cart', className)} data-slot="cart">
      {(api) => (
        <>
          <div className="bk-cart__header">
            <CartTitle className="bk-cart__title" data-slot="cart-title" />
            <CartCount className="bk-cart__count" data-slot="cart-count" />
          </div>
          <CartList className="bk-cart__items" data-slot="cart-list">
            {api.state.items.map((item) => (
              <CartItem key={item.id} item={item} className={(state) => cartItemVariants(state)} data-slot="cart-item">
                <div className="bk-cart-item__main">
                  <CartItemName className="bk-cart-item__name" />
                  <span className="bk-cart-item__meta">
                    <CartItemTime />
                    <CartItemDuration />
                    <CartItemStaff />
                    <CartItemSeats />
                  </span>
                  <CartItemError className="bk-cart-item__error" />
                </div>
                <CartItemPrice className="bk-cart-item__price" />
                <CartRemove className={cx(buttonVariants({ variant: 'ghost', size: 'sm' }), 'bk-cart-item__remove')} />
              </CartItem>
            ))}
          </CartList>
          <CartEmpty className="bk-cart__empty" data-slot="cart-empty" />
          <CartTotal className="bk-cart__total" data-slot="cart-total" />
          <CartError className="bk-alert bk-alert--danger bk-cart__error" data-slot="cart-error" />
          <CartProceed className={cx(buttonVariants({ variant: 'primary' }), 'bk-cart__proceed')} data-slot="cart-proceed" />
        </>
      )}
    </CartRoot>
  );
}
