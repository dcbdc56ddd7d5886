import { createContext } from '@radix-ui/react-context';
import type { CartEntry } from './cart.types';
import type { CartApi } from './use-cart';

/** @internal The API of the nearest `<Cart.Root>`. */
const [CartProvider, useCartValue] = createContext<{ value: CartApi }>('<Cart.Root>');

/** @internal The item of the nearest `<Cart.Item>`. */
const [CartItemProvider, useCartItemValue] = createContext<{ value: CartEntry }>('<Cart.Item>');

export { CartItemProvider, CartProvider };

/**
 * The items, rules, texts and prop bags of the nearest `<Cart.Root>`, for custom parts.
 * @throws when used outside `<Cart.Root>`.
 */
export function useCartContext(): CartApi {
  return useCartValue('useCartContext').value;
}

/**
 * The item of the nearest `<Cart.Item>`.
 * @throws when used outside `<Cart.Item>`.
 */
export function useCartItem(): CartEntry {
  return useCartItemValue('useCartItem').value;
}
