import type { CartFlowStep } from '@booking-kit/core';
import { lazyWithReload, type UseCartBookerOptions, useCartBooker } from '@booking-kit/react';
import type { ReactNode } from 'react';
import { LazyPart } from '../skeleton/lazy-part';
import { CartServicesStep } from './cart/cart-services-step';
import { LazyBookerConfirmation } from './lazy-parts';

/*
 * The first screen is the services: the calendar, the cart, the details and the payment are each
 * fetched when reached (a part that fails to load reloads the page once, the cart kept in the tab).
 */
const CartTimeStep = lazyWithReload(() => import('./cart/cart-time-step').then((module) => ({ default: module.CartTimeStep })));
const CartReviewStep = lazyWithReload(() =>
  import('./cart/cart-review-step').then((module) => ({ default: module.CartReviewStep })),
);
// Through the booking's own details and payment steps, whose chunks hold the form and payment code.
const CartDetailsStep = lazyWithReload(() =>
  import('./steps/details-step')
    .then((module) => module.loadCartDetailsStep())
    .then((module) => ({ default: module.CartDetailsStep })),
);
const CartPaymentStep = lazyWithReload(() =>
  import('./steps/details-step')
    .then((module) => module.loadPaymentStep())
    .then((module) => module.loadCartPaymentStep())
    .then((module) => ({ default: module.CartPaymentStep })),
);

/** Props of {@link CartBookerFlow}. */
export interface CartBookerFlowProps extends UseCartBookerOptions {
  /** The visitor chose another zone to see the times in. */
  onTimeZoneChange(timeZone: string): void;
  /** What shows once booked, instead of the Booker's own confirmation (e.g. while the host opens its page). */
  confirmation?: ReactNode;
  officePhone?: string | undefined;
}

/**
 * Several services of a provider booked together, styled, on react's `useCartBooker`: the
 * services and guests, a time for each in turn, the cart, one details form, one payment and the
 * confirmation. Later steps are fetched when reached; each shows its loading state only after the
 * spec's 200 ms.
 */
export function CartBookerFlow({ onTimeZoneChange, confirmation, officePhone, ...options }: CartBookerFlowProps) {
  const cart = useCartBooker(options);
  const { step } = cart.state;
  /** Each later step, fetched when reached (its loading state only after the spec's 200 ms). */
  const later = (content: ReactNode) => <LazyPart>{content}</LazyPart>;
  const confirmed = confirmation ?? (
    <LazyBookerConfirmation made={cart.made} client={options.client} timeZone={cart.timeZone} officePhone={officePhone} />
  );
  const steps: Record<CartFlowStep, ReactNode> = {
    services: <CartServicesStep cart={cart} />,
    time: cart.current ? later(<CartTimeStep key={cart.current.slug} cart={cart} onTimeZoneChange={onTimeZoneChange} />) : null,
    cart: later(<CartReviewStep cart={cart} />),
    details: later(<CartDetailsStep cart={cart} />),
    payment: later(<CartPaymentStep cart={cart} />),
    confirmation: later(confirmed),
  };
  return (
    <div className="bk-booker__flow" data-step={step}>
      {steps[step]}
    </div>
  );
}
