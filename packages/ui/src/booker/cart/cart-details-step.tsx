// First: zod is configured before core's schemas are built (see the module).
import { strictestDetailsForm } from '@booking-kit/core';
import { type CartBookerApi, useLocale } from '@booking-kit/react';
import { DetailsForm } from '../../details-form/details-form';
import { StepFrame } from '../step-frame';

/**
 * The visitor's details for every service in the cart at once: one form asking each field at the
 * strictest any of the services asks it (core's `strictestDetailsForm`), as the server checks the
 * details against each service's own form. What was typed stays when the visitor goes back.
 */
export function CartDetailsStep({ cart }: { cart: CartBookerApi }) {
  const { t } = useLocale();
  const { state } = cart;
  return (
    <StepFrame
      step="details"
      sectionRef={cart.focus.sectionRef('details')}
      error={cart.errorText}
      onBack={state.pending === null ? () => cart.send({ type: 'BACK' }) : undefined}
    >
      <DetailsForm
        {...strictestDetailsForm(cart.priced.map((service) => service.detailsForm))}
        defaultValues={state.details ?? undefined}
        isSubmitting={state.pending !== null}
        onSubmit={(details) => cart.send({ type: 'SUBMIT_DETAILS', details })}
        {...(cart.dueNowMinor > 0 && { submitLabel: t('flow.continue') })}
      />
    </StepFrame>
  );
}
