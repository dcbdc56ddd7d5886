import { type CartBookerApi, useLocale } from '@booking-kit/react';
import { Button } from '../../button/button';
import { Cart } from '../../cart/cart';
import { StepFrame } from '../step-frame';

/**
 * The cart: each service with its staff, time, length and price, removable, the total, and
 * 'Continue' (the Cart, with the spec's 'Please ensure you select services for all guests before
 * proceeding.' while a guest has none, and each class's seat limit); 'Add another service' goes
 * back to the services. Why the cart's booking failed (a time taken meanwhile) names the item.
 */
export function CartReviewStep({ cart }: { cart: CartBookerApi }) {
  const { t } = useLocale();
  const withGuests = cart.guests.length > 0;
  return (
    <StepFrame step="cart" sectionRef={cart.focus.sectionRef('cart')} error={cart.errorText}>
      <Cart
        value={[...cart.state.items]}
        onValueChange={(items) => cart.send({ type: 'SET_ITEMS', items })}
        attendees={withGuests ? cart.people.map((person) => person.id) : undefined}
        people={withGuests ? cart.people : undefined}
        timeZone={cart.timeZone}
        onProceed={() => cart.send({ type: 'PROCEED' })}
      />
      <div className="bk-flow-step__actions">
        <Button variant="secondary" type="button" onClick={() => cart.send({ type: 'ADD_SERVICE' })}>
          {t('cart.addService')}
        </Button>
      </div>
    </StepFrame>
  );
}
