import type { ComponentPropsWithRef, ReactNode } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { optionKeys, splitProps } from '../utils/split-props';
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

/** The root's props that are the state hook's options. */
const STATE_OPTIONS = optionKeys<CartStateOptions>()({
  value: true,
  defaultValue: true,
  onValueChange: true,
});

/** The root's props that are the behaviour hook's options. */
const OPTIONS = optionKeys<CartOptions>()({
  attendees: true,
  people: true,
  maxItems: true,
  showErrors: true,
  onProceed: true,
  timeZone: true,
  layout: true,
});

/**
 * The cart's root, a group named by its title (with `layout="sheet"`, a plain container for
 * `<Cart.Sheet>`); provides the items and their rules to its parts.
 * @selector [data-scope="cart"][data-part="root"][data-layout="inline|sheet"][data-empty][data-invalid]
 * @example <Cart.Root value={items} onValueChange={setItems} attendees={['me', 'ada']} onProceed={book} />
 */
export function CartRoot({ children, ...props }: CartRootProps) {
  const [stateOptions, rest] = splitProps(props, STATE_OPTIONS);
  const [options, elementProps] = splitProps(rest, OPTIONS);
  const state = useCartState(stateOptions);
  const api = useCart(options, state);
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
      <div {...mergePartProps(api.rootProps, elementProps)}>{content}</div>
    </CartProvider>
  );
}
