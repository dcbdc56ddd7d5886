// First: zod is configured before core's schemas are built (see the module).
import '../../lib/zod-without-eval';
import type { BookingFlowRecurrence, ServiceDetail } from '@booking-kit/core';
import { type BookingFlowApi, useLocale } from '@booking-kit/react';
import { DetailsForm, HoldCountdown } from '@booking-kit/ui';
import type { Ref } from 'react';
import { ChosenTime } from './chosen-time';
import { FlowSection } from './flow-section';

/** Props of {@link DetailsStep}. */
export interface DetailsStepProps {
  flow: BookingFlowApi;
  service: ServiceDetail;
  timeZone: string;
  sectionRef: Ref<HTMLElement>;
  /** Whether a payment follows: the form's button goes on instead of booking. */
  paymentFollows: boolean;
  /** The series the visitor books, if any. */
  recurring: BookingFlowRecurrence | null;
}

/**
 * The visitor's details, as the service's details form asks for them (required, optional or
 * hidden per field), under the held time and its countdown. What was typed stays when the visitor
 * goes back or the booking fails.
 */
export function DetailsStep({ flow, service, timeZone, sectionRef, paymentFollows, recurring }: DetailsStepProps) {
  const { t } = useLocale();
  const { slot, hold, details } = flow.state;
  return (
    <FlowSection flow={flow} step="details" sectionRef={sectionRef}>
      {slot ? <ChosenTime slot={slot} timeZone={timeZone} recurring={recurring} /> : null}
      {hold ? <HoldCountdown expiresAt={hold.expiresAt} onExpire={flow.holdExpired} /> : null}
      <DetailsForm
        {...service.detailsForm}
        defaultValues={details ?? undefined}
        isSubmitting={flow.isPending}
        onSubmit={flow.submitDetails}
        {...(paymentFollows && { submitLabel: t('flow.continue') })}
      />
    </FlowSection>
  );
}
