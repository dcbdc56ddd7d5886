import type { FindBookingFailure } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { Alert, Button, TextField } from '@booking-kit/ui';
import { Form, useNavigation } from 'react-router';

/** Props of {@link FindBookingForm}. */
export interface FindBookingFormProps {
  /** The form's button, e.g. 'Find booking' or 'Continue'. */
  submitLabel: string;
  /** The reference to start with (`?booking=`), e.g. from a link. */
  defaultReference?: string | undefined;
  /** Why the last post opened no booking, with what was typed. */
  failure?: FindBookingFailure | undefined;
}

/**
 * Asks for a booking without its manage link: its reference (or the confirmation's address) and
 * the email it was booked with. A plain form post to the route's action, so it works before (and
 * without) scripts; a refusal comes back with every field as typed and each problem at its field.
 */
export function FindBookingForm({ submitLabel, defaultReference, failure }: FindBookingFormProps) {
  const { t } = useLocale();
  const navigation = useNavigation();
  const fields = failure?.fields ?? {};
  return (
    <Form method="post" className="find-booking-form" noValidate>
      {failure?.error ? <Alert tone="danger">{t(failure.error)}</Alert> : null}
      <TextField
        name="reference"
        label={t('findBooking.reference')}
        description={t('findBooking.referenceHint')}
        defaultValue={failure?.values.reference ?? defaultReference ?? ''}
        errorMessage={fields.reference ? t(fields.reference) : undefined}
        autoComplete="off"
        spellCheck={false}
        required
      />
      <TextField
        name="email"
        type="email"
        label={t('findBooking.email')}
        defaultValue={failure?.values.email ?? ''}
        errorMessage={fields.email ? t(fields.email) : undefined}
        autoComplete="email"
        required
      />
      <Button type="submit" variant="primary" isPending={navigation.state === 'submitting'}>
        {submitLabel}
      </Button>
    </Form>
  );
}
