import { type CartEntry, type CartPerson, useLocale } from '@booking-kit/react';
import { Button, Cart, StepFrame } from '@booking-kit/ui';
import type { Ref } from 'react';

/** Props of {@link CartStep}. */
export interface CartStepProps {
  items: CartEntry[];
  onItemsChange(items: CartEntry[]): void;
  /** Everyone who needs a service (the visitor and their guests), when the visitor brings guests. */
  attendees: string[] | undefined;
  /** Their names, so that each row says whom it is for. */
  people: ReadonlyArray<CartPerson> | undefined;
  timeZone: string;
  /** Goes on to the details; the cart calls it only when it passes every rule. */
  onProceed(): void;
  /** Back to the services, to add one. */
  onAddService(): void;
  /** Why the booking of the cart failed, in the visitor's words. */
  error: string | null;
  sectionRef: Ref<HTMLElement>;
}

/**
 * The cart: each service with its staff, time, length and price, removable, the total, and
 * 'Continue' (the library's Cart, with the spec's 'Please ensure you select services for all
 * guests before proceeding.' while a guest has none, and each class's seat limit); 'Add another
 * service' goes back to the services.
 */
export function CartStep({
  items,
  onItemsChange,
  attendees,
  people,
  timeZone,
  onProceed,
  onAddService,
  error,
  sectionRef,
}: CartStepProps) {
  const { t } = useLocale();
  return (
    <StepFrame step="cart" sectionRef={sectionRef} error={error}>
      <Cart
        value={items}
        onValueChange={onItemsChange}
        attendees={attendees}
        people={people}
        timeZone={timeZone}
        onProceed={onProceed}
      />
      <div className="bk-flow-step__actions">
        <Button variant="secondary" type="button" onClick={onAddService}>
          {t('cart.addService')}
        </Button>
      </div>
    </StepFrame>
  );
}
