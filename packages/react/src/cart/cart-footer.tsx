import type { ComponentPropsWithRef } from 'react';
import { ActionPart } from '../utils/action-part';
import type { AsChildProps } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { cartPartAttrs as attrs, cartAnatomy as parts } from './cart.anatomy';
import { useCartContext } from './cart-context';

/** Props of {@link CartTotal}. */
export type CartTotalProps = ComponentPropsWithRef<'p'>;

/**
 * 'Total €60.00' in the items' currency and the active locale; nothing for an empty cart.
 * @selector [data-scope="cart"][data-part="total"] [data-part="total-amount"]
 */
export function CartTotal({ children, ...props }: CartTotalProps) {
  const api = useCartContext();
  if (api.totalText === null) return null;
  return (
    <p {...mergePartProps(attrs(parts.total), props)}>
      {children ?? (
        <>
          <span {...attrs(parts.totalLabel)}>{api.totalLabel}</span> <span {...attrs(parts.totalAmount)}>{api.totalText}</span>
        </>
      )}
    </p>
  );
}

/** Props of {@link CartEmpty}. */
export type CartEmptyProps = ComponentPropsWithRef<'p'>;

/**
 * 'Your cart is empty. Choose a service to begin.', shown with no items; focus lands here when
 * the last item is removed.
 * @selector [data-scope="cart"][data-part="empty"]
 */
export function CartEmpty({ children, ...props }: CartEmptyProps) {
  const api = useCartContext();
  if (api.state.items.length > 0) return null;
  return <p {...mergePartProps(api.emptyProps, props)}>{children ?? api.emptyText}</p>;
}

/** Props of {@link CartError}. */
export type CartErrorProps = ComponentPropsWithRef<'div'>;

/**
 * The cart's problems in the spec's words ('Please ensure you select services for all guests
 * before proceeding.'), as an alert, once "Continue" was pressed (which moves focus here) or with
 * `showErrors`.
 * @selector [data-scope="cart"][data-part="error"]
 */
export function CartError(props: CartErrorProps) {
  const api = useCartContext();
  if (api.errorTexts.length === 0) return null;
  return (
    <div {...mergePartProps(api.errorProps, props)}>
      {api.errorTexts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

/** Props of {@link CartProceed}. */
export interface CartProceedProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * 'Continue', always enabled: calls `onProceed` with the items when the cart passes every rule;
 * otherwise pressing it shows the problems (which then describe it) and moves focus to them.
 * @selector [data-scope="cart"][data-part="proceed"]
 */
export function CartProceed(props: CartProceedProps) {
  const api = useCartContext();
  return <ActionPart own={api.proceedProps} content={api.proceedLabel} {...props} />;
}
