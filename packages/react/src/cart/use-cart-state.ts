import { useControlledState } from 'react-stately/useControlledState';
import type { CartEntry } from './cart.types';

/** Options of {@link useCartState}: the `value` / `defaultValue` / `onValueChange` convention. */
export interface CartStateOptions {
  /** The items, in the order chosen. */
  value?: CartEntry[];
  /** @default [] */
  defaultValue?: CartEntry[];
  onValueChange?: (items: CartEntry[]) => void;
}

/** The state of a cart. */
export interface CartState {
  items: CartEntry[];
  /** Removes the item with this id. */
  remove(id: string): void;
}

/**
 * The state hook of the cart: its items, controlled or uncontrolled, with removal; the rules
 * and the totals are derived by the behaviour hook.
 * @example const state = useCartState({ value: items, onValueChange: setItems });
 */
export function useCartState(options: CartStateOptions = {}): CartState {
  const [items, setItems] = useControlledState<CartEntry[]>(options.value, options.defaultValue ?? [], options.onValueChange);
  // Built on the latest items, so removing several in one handler removes them all.
  return { items, remove: (id) => setItems((current) => current.filter((item) => item.id !== id)) };
}
