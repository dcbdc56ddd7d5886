import { contactDetailsSchema, dateTimeFormat, type Slot, type SlotDay } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { Alert, Button, SlotPicker } from '@booking-kit/ui';
import type { CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { SubmittedContact } from '../routes/appointment';
import { bookingErrorMessage } from './booking-error-message';
import { ContactFields } from './contact-fields';

/** What the booking action answered when it could not book. */
export interface BookingFailure {
  code: string;
  fields: Record<string, string>;
  values: SubmittedContact;
  params: Record<string, string | number>;
}

/** Props of {@link BookingForm}. */
export interface BookingFormProps {
  /** The shown month's days with slots; undefined while a month loads. */
  days: SlotDay[] | undefined;
  month: CalendarDate;
  /** The first month that may be shown (this one). */
  minMonth: CalendarDate;
  /** The last month that may be shown: the one the service's booking horizon ends in. */
  maxMonth: CalendarDate;
  today: CalendarDate;
  timeZone: string;
  /** The staff slug to book with, or `any`. */
  staff: string;
  idempotencyKey: string;
  result: BookingFailure | undefined;
  onMonthChange: (month: CalendarDate) => void;
}

const FIELD_ORDER = ['firstName', 'lastName', 'email', 'phone'] as const;

/** The first message key per field of a failed contact-details check. */
function contactErrors(form: FormData): Record<string, string> {
  const parsed = contactDetailsSchema.safeParse(
    Object.fromEntries(FIELD_ORDER.map((name) => [name, String(form.get(name) ?? '')])),
  );
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Date and time, then the visitor's details, in one form. The chosen slot travels as hidden
 * fields; the details are checked in the browser first and again by the API.
 */
export function BookingForm(props: BookingFormProps) {
  const { t, tag } = useLocale();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const [slot, setSlot] = useState<Slot | null>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [missingTime, setMissingTime] = useState(false);

  // A chosen slot that the latest data no longer offers (someone else took it) is not chosen any more.
  const chosen =
    slot && (props.days === undefined || props.days.some((day) => day.slots.some((offered) => offered.start === slot.start)))
      ? slot
      : null;
  const errors = clientErrors ?? (submitting ? {} : (props.result?.fields ?? {}));
  const failure = props.result && !submitting && !clientErrors ? props.result : undefined;
  const when = chosen
    ? dateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short', timeZone: props.timeZone }).formatRange(
        new Date(chosen.start),
        new Date(chosen.end),
      )
    : undefined;

  return (
    <div className="booking-form">
      <SlotPicker
        days={props.days}
        month={props.month}
        minMonth={props.minMonth}
        maxMonth={props.maxMonth}
        onMonthChange={props.onMonthChange}
        today={props.today}
        timeZone={props.timeZone}
        value={chosen}
        onValueChange={(next) => {
          setSlot(next);
          setMissingTime(false);
        }}
      />
      {failure && failure.code !== 'VALIDATION_FAILED' ? <Alert tone="danger">{bookingErrorMessage(t, failure)}</Alert> : null}
      {chosen || props.result ? (
        <Form
          method="post"
          className="booking-form__details"
          noValidate
          aria-labelledby="details-title"
          onSubmit={(event) => {
            const found = contactErrors(new FormData(event.currentTarget));
            const firstInvalid = FIELD_ORDER.find((name) => found[name]);
            if (!chosen || firstInvalid) {
              event.preventDefault();
              setMissingTime(!chosen);
              setClientErrors(found);
              if (firstInvalid) event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
              return;
            }
            setClientErrors(null);
          }}
        >
          <h2 id="details-title" className="booking-form__title">
            {t('details.title')}
          </h2>
          <p className="booking-form__when" aria-live="polite">
            <span className="booking-form__when-label">{t('booking.selectedTime')}: </span>
            {when ?? t('booking.chooseTimeFirst')}
          </p>
          {missingTime ? <Alert tone="danger">{t('booking.chooseTimeFirst')}</Alert> : null}
          <input type="hidden" name="start" value={chosen?.start ?? ''} />
          <input type="hidden" name="staff" value={props.staff} />
          <input type="hidden" name="timeZone" value={props.timeZone} />
          <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
          <ContactFields errors={errors} values={props.result?.values} />
          <Button type="submit" variant="primary" isPending={submitting}>
            {submitting ? t('booking.scheduling') : t('booking.submit')}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
