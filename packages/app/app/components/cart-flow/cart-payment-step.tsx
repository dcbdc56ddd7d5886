import {
  type Booking,
  type PaymentChoice,
  type PaymentResult,
  payBooking,
  paymentProgress,
  type ServiceDetail,
  type ValidCard,
} from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { HoldCountdown, PaymentStep, StepFrame } from '@booking-kit/ui';
import { type Ref, useRef, useState } from 'react';
import { browserApiClient } from '../../lib/browser-api';

/** Props of {@link CartPaymentStep}. */
export interface CartPaymentStepProps {
  /** The services in the cart, in its order: each one's price and payment rule. */
  services: ServiceDetail[];
  /** Books the cart with the visitor's choice (once: a declined card pays the same booking again). */
  book(choice: PaymentChoice | null): Promise<Booking>;
  /** The paid booking (and its group), and the booking made for the payment. */
  onPaid(paid: Booking, unpaid: Booking | null): void;
  /** The booked times lapsed before the payment went through. */
  onExpire(): void;
  onBack(): void;
  sectionRef: Ref<HTMLElement>;
}

/**
 * One payment for the whole cart: the deposits where offered or the full amounts, as the server
 * adds them up (core's `combinedPaymentAmounts` through the library's PaymentStep). Paying books
 * the cart first, all or nothing; the bookings then keep their times while the card is charged,
 * and a declined card leaves them waiting so that another card pays them, nothing typed lost.
 */
export function CartPaymentStep({ services, book, onPaid, onExpire, onBack, sectionRef }: CartPaymentStepProps) {
  const { locale } = useLocale();
  // One payment intent for the cart: another card pays the booking the first try made.
  const progress = useRef(paymentProgress()).current;
  // Shown once the bookings wait for their payment: how long their times stay the visitor's.
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const currency = services[0]?.currency ?? 'EUR';

  const pay = async (card: ValidCard, amounts: { choice: PaymentChoice | null }): Promise<PaymentResult> => {
    const result = await payBooking(browserApiClient(locale), progress, () => book(amounts.choice), card, { currency });
    setExpiresAt(progress.unpaid?.payment?.expiresAt ?? null);
    return result;
  };

  return (
    <StepFrame step="payment" sectionRef={sectionRef} onBack={expiresAt === null ? onBack : undefined}>
      {expiresAt ? <HoldCountdown expiresAt={expiresAt} onExpire={onExpire} /> : null}
      <PaymentStep
        price={services}
        testMode
        onPay={pay}
        onPaid={() => {
          if (progress.paid) onPaid(progress.paid, progress.unpaid);
        }}
      />
    </StepFrame>
  );
}
