import type { CartBookerApi } from '@booking-kit/react';
import { HoldCountdown } from '../../hold-countdown/hold-countdown';
import { PaymentStep } from '../../payment-step/payment-step';
import { StepFrame } from '../step-frame';

/**
 * One payment for the whole cart: the deposits where offered or the full amounts, as the server
 * adds them up (core's `combinedPaymentAmounts` through PaymentStep). Paying books the cart first,
 * all or nothing; the bookings then keep their times while the card is charged, and a declined
 * card leaves them waiting so that another card pays them, nothing typed lost.
 */
export function CartPaymentStep({ cart }: { cart: CartBookerApi }) {
  return (
    <StepFrame
      step="payment"
      sectionRef={cart.focus.sectionRef('payment')}
      onBack={cart.expiresAt === null ? () => cart.send({ type: 'BACK' }) : undefined}
    >
      {cart.expiresAt ? (
        <HoldCountdown expiresAt={cart.expiresAt} now={cart.now} onExpire={() => cart.send({ type: 'HOLD_EXPIRED' })} />
      ) : null}
      <PaymentStep
        price={cart.priced}
        // The choice made before (kept by the flow) comes back when the step is shown again.
        defaultValue={cart.state.paymentChoice ?? undefined}
        onValueChange={(choice) => cart.send({ type: 'CHOOSE_PAYMENT', choice })}
        testMode
        onPay={cart.pay}
        onPaid={cart.paid}
      />
    </StepFrame>
  );
}
