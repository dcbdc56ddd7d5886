// First: zod is configured before core's schemas are built (see the module).
import '../../lib/zod-without-eval';
import { type DetailsFormData, type ServiceDetail, strictestDetailsForm } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { DetailsForm, StepFrame } from '@booking-kit/ui';
import type { Ref } from 'react';

/** Props of {@link CartDetailsStep}. */
export interface CartDetailsStepProps {
  /** The services in the cart: the form asks what any of them asks. */
  services: ServiceDetail[];
  /** What the visitor typed before (kept when they go back or the booking fails). */
  details: DetailsFormData | null;
  isSubmitting: boolean;
  /** Whether a payment follows: the form's button goes on instead of booking. */
  paymentFollows: boolean;
  onSubmit(details: DetailsFormData): void;
  onBack(): void;
  error: string | null;
  sectionRef: Ref<HTMLElement>;
}

/**
 * The visitor's details for every service in the cart at once: one form asking each field at the
 * strictest any of the services asks it (core's `strictestDetailsForm`), as the server checks the
 * details against each service's own form.
 */
export function CartDetailsStep({
  services,
  details,
  isSubmitting,
  paymentFollows,
  onSubmit,
  onBack,
  error,
  sectionRef,
}: CartDetailsStepProps) {
  const { t } = useLocale();
  return (
    <StepFrame step="details" sectionRef={sectionRef} error={error} onBack={onBack}>
      <DetailsForm
        {...strictestDetailsForm(services.map((service) => service.detailsForm))}
        defaultValues={details ?? undefined}
        isSubmitting={isSubmitting}
        onSubmit={onSubmit}
        {...(paymentFollows && { submitLabel: t('flow.continue') })}
      />
    </StepFrame>
  );
}
