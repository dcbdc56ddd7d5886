import type { ComponentPropsWithRef, ReactNode } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { CartProvider } from './cart-context';
import { CartEmpty, CartError, CartProceed, CartTotal } from './cart-footer';
import { CartCount, CartTitle } from './cart-header';
import { CartItem, CartList } from './cart-item';
import { type CartApi, type CartOptions, useCart } from './use-cart';
import { type CartStateOptions, useCartState } from './use-cart-state';

/** Props of {@link CartRoot}. */
export interface CartRootProps
  extends CartStateOptions,
    CartOptions,
    Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'children'> {
  /** The parts, or a function of the cart's API (to map over `api.state.items`). @default every part */
  children?: ReactNode | ((api: CartApi) => ReactNode);
}

/**
 * The cart's root, a group named by its title (with `layout="sheet"`, a plain container for
 * `<Cart.Sheet>`); provides the items and their rules to its parts.
 * @selector [data-scope="cart"][data-part="root"][data-layout="inline|sheet"][data-empty][data-invalid]
 * @example <Cart.Root value={items} onValueChange={setItems} attendees={['me', 'ada']} onProceed={book} />
 */
export function CartRoot({
  value,
  defaultValue,
  onValueChange,
  attendees,
  people,
  maxItems,
  showErrors,
  onProceed,
  timeZone,
  layout,
  children,
  ...props
}: CartRootProps) {
  const state = useCartState({ value, defaultValue, onValueChange });
  const api = useCart({ attendees, people, maxItems, showErrors, onProceed, timeZone, layout }, state);
  const content =
    typeof children === 'function'
      ? children(api)
      : (children ?? (
          <>
            <CartTitle />
            <CartCount />
            <CartList>
              {api.state.items.map((item) => (
                <CartItem key={item.id} item={item} />
              ))}
            </CartList>
            <CartEmpty />
            <CartTotal />
            <CartError />
            <CartProceed />
          </>
        ));
  return (
    <CartProvider value={api}>
      <div {...mergePartProps(api.rootProps, props)}>{content}</div>
    </CartProvider>
  );
}
