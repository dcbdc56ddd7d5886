import { createContext, useContext } from 'react';
import type { CartEntry } from './cart.types';
import type { CartApi } from './use-cart';

/** @internal The API of the nearest `<Cart.Root>`; `null` outside one. */
export const CartContext = createContext<CartApi | null>(null);

/** @internal The item of the nearest `<Cart.Item>`; `null` outside one. */
export const CartItemContext = createContext<CartEntry | null>(null);

/**
 * The items, rules, texts and prop bags of the nearest `<Cart.Root>`, for custom parts.
 * @throws when used outside `<Cart.Root>`.
 */
export function useCartContext(): CartApi {
  const context = useContext(CartContext);
  if (!context) throw new Error('`useCartContext` must be used within `<Cart.Root>`');
  return context;
}

/**
 * The item of the nearest `<Cart.Item>`.
 * @throws when used outside `<Cart.Item>`.
 */
export function useCartItem(): CartEntry {
  const context = useContext(CartItemContext);
  if (!context) throw new Error('`useCartItem` must be used within `<Cart.Item>`');
  return context;
}
