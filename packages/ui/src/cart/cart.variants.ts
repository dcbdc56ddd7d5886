import { cva } from 'class-variance-authority';

/**
 * Classes of a cart row, keyed on the headless item state (`CartItemState`): `isInvalid` while it
 * shows its SEAT_LIMIT message.
 * @example <Cart.Item item={item} className={(state) => cartItemVariants(state)} />
 */
export const cartItemVariants = cva('bk-cart-item', {
  variants: { isInvalid: { true: 'bk-cart-item--invalid', false: '' } },
  defaultVariants: { isInvalid: false },
});
