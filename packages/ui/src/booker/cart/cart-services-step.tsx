import { MAX_CART_ITEMS, type validateGuests } from '@booking-kit/core';
import { type CartBookerApi, useLocale } from '@booking-kit/react';
import { useEffect, useState } from 'react';
import { ServicePicker } from '../../service-picker/service-picker';
import { LazyPart } from '../../skeleton/lazy-part';
import { LazyGuestList, loadGuestList } from '../lazy-parts';
import { StepFrame } from '../step-frame';

/**
 * A provider's first step: one service, or several to book together through the cart
 * (checkboxes), and the guests the visitor books for (each then needs a service in the cart).
 * 'Continue' with none chosen shows the picker's own error.
 */
export function CartServicesStep({ cart }: { cart: CartBookerApi }) {
  const { t } = useLocale();
  const [tried, setTried] = useState(false);
  // The guest list is code of its own, shown once the page runs (never a dead server-rendered button).
  const [hydrated, setHydrated] = useState(false);
  // The guests' check (on zod) comes with the guest list's code, off the first screen.
  const [checkGuests, setCheckGuests] = useState<typeof validateGuests | null>(null);
  useEffect(() => {
    setHydrated(true);
    void loadGuestList().then((module) => setCheckGuests(() => module.validateGuests));
  }, []);
  const { guests, state } = cart;
  const guestsValid = guests.length === 0 || checkGuests?.(guests.map(({ name, email }) => ({ name, email }))).success === true;
  return (
    <StepFrame
      step="services"
      sectionRef={cart.focus.sectionRef('services')}
      next={{
        label: t('flow.continue'),
        onClick: () => {
          setTried(true);
          if (state.chosen.length > 0 && guestsValid) cart.send({ type: 'CONTINUE' });
        },
      }}
    >
      <h2 className="bk-flow-step__title">{t('booking.stepServices')}</h2>
      <ServicePicker
        selectionMode="multiple"
        services={[...cart.services]}
        value={[...state.chosen]}
        onValueChange={(services) => cart.send({ type: 'CHOOSE_SERVICES', services })}
        required
        showErrors={tried}
      />
      {hydrated ? (
        <LazyPart>
          {/* Everyone needs a service of their own in the cart: at most one item each. */}
          <LazyGuestList value={guests} onValueChange={cart.setGuests} max={MAX_CART_ITEMS - 1} showErrors={tried} />
        </LazyPart>
      ) : null}
    </StepFrame>
  );
}
