import type { BookingFlowStep } from '@booking-kit/core';
import { type BookerApi, type UseBookerOptions, useBooker } from '@booking-kit/react';
import type { ReactNode } from 'react';
import { LazyPart } from '../skeleton/lazy-part';

import { LazyBookerConfirmation, LazyDetailsStep, LazyPaymentStep, LazyStaffStep } from './lazy-parts';
import { TimeStep } from './steps/time-step';

/** A step's own rendering, instead of the Booker's: given everything the step shows and does. */
export type BookerStepRenderer = (booker: BookerApi) => ReactNode;

/** Props of {@link BookerFlow}. */
export interface BookerFlowProps extends UseBookerOptions {
  /** Replace any step's rendering, e.g. `{ confirmation: (booker) => <ThankYou booking={booker.flow.state.booking} /> }`. */
  renderStep?: Partial<Record<BookingFlowStep, BookerStepRenderer>> | undefined;
  /** The visitor chose another zone to see the times in. */
  onTimeZoneChange(timeZone: string): void;
  /** The phone the confirmation names for questions. */
  officePhone?: string | undefined;
  /** What shows once booked instead of the Booker's own confirmation (e.g. while the host opens its page). */
  confirmation?: ReactNode;
}

/**
 * The Booker's steps for one loaded service, on react's `useBooker`: staff (for a team), date and
 * time with a hold, the details (and guests for a class, a weekly series where the service allows
 * one), payment where the service asks for it, and the confirmation. Only the date and time come
 * with the Booker; the staff step (a team's only) and the later steps are fetched when reached,
 * each showing its loading state only after the spec's 200 ms.
 */
export function BookerFlow({ renderStep, onTimeZoneChange, officePhone, confirmation, ...options }: BookerFlowProps) {
  const booker = useBooker(options);
  const step = booker.flow.step;
  const custom = renderStep?.[step];
  return (
    <div className="bk-booker__flow" data-step={step}>
      {custom ? custom(booker) : null}
      {!custom && step === 'staff' ? (
        <LazyPart>
          <LazyStaffStep booker={booker} />
        </LazyPart>
      ) : null}
      {!custom && step === 'time' ? <TimeStep booker={booker} onTimeZoneChange={onTimeZoneChange} /> : null}
      {!custom && step === 'details' ? (
        <LazyPart>
          <LazyDetailsStep booker={booker} />
        </LazyPart>
      ) : null}
      {!custom && step === 'payment' ? (
        <LazyPart>
          <LazyPaymentStep booker={booker} />
        </LazyPart>
      ) : null}
      {!custom && step === 'confirmation' ? (
        <LazyPart>
          {confirmation ?? (
            <LazyBookerConfirmation
              made={booker.made}
              client={options.client}
              timeZone={booker.timeZone}
              officePhone={officePhone}
            />
          )}
        </LazyPart>
      ) : null}
    </div>
  );
}
