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

/** Props of the styled {@link Cart}: the headless root's, without custom children. */
export type CartProps = Omit<CartRootProps, 'children'>;

/**
 * The styled cart: each service with its staff, time, length and price, a remove button per row,
 * the total, the count, the empty state, the spec's messages in an alert and "Continue". Render
 * inside `<BookingKitRoot>` and a `<LocaleProvider>`.
 * @selector .bk-root [data-scope="cart"][data-part="root"] [data-scope="cart"][data-part="item"][data-invalid]
 * @example <Cart value={items} onValueChange={setItems} attendees={['me', 'ada']} onProceed={book} />
 */
export function Cart({ className, ...props }: CartProps) {
  return (
    <CartRoot {...props} className={className}>
      {(api) => (
        <>
          <div data-scope="cart" data-part="header">
            <CartTitle />
            <CartCount />
          </div>
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
          <CartError className="bk-alert bk-alert--danger" />
          <CartProceed className={buttonVariants({ variant: 'primary' })} />
        </>
      )}
    </CartRoot>
  );
}
