// First: zod is configured before core's schemas are built (see the module).
import '../lib/zod-without-eval';
import {
  bookingFlowError,
  DETAILS_FORM_FIELDS,
  type DetailsFieldName,
  POSTED_BOOKING_FIELDS,
  type PostedBookingFailure,
  type ServiceDetail,
} from '@booking-kit/core';
import { detailsFieldLabelKey, useLocale } from '@booking-kit/react';
import { Alert, ChosenTime, DetailsForm } from '@booking-kit/ui';

/** Props of {@link PostedDetails}. */
export interface PostedDetailsProps {
  service: ServiceDetail;
  timeZone: string;
  /** What the route's action answered the post with (see `bookPostedDetails`). */
  failure: PostedBookingFailure;
}

/**
 * The answer to a plain form post (a browser without scripts, or a form of another site's own)
 * that could not book: what went wrong, field by field in the visitor's words, and the library's
 * DetailsForm filled in with everything posted, posting natively again to the same route.
 */
export function PostedDetails({ service, timeZone, failure }: PostedDetailsProps) {
  const { t } = useLocale();
  const start = failure.values.start ?? '';
  const startMs = Date.parse(start);
  const slot = Number.isNaN(startMs)
    ? null
    : { start, end: new Date(startMs + service.durationMinutes * 60_000).toISOString(), staff: [], seatsLeft: 1 };
  // The details' own fields by name; a problem with the time or zone is said by the code's message.
  const fieldErrors = Object.entries(failure.fields).filter((entry): entry is [DetailsFieldName, string] =>
    (DETAILS_FORM_FIELDS as ReadonlyArray<string>).includes(entry[0]),
  );
  const problem = bookingFlowError(failure);
  return (
    <section className="bk-flow-step" data-flow-step="details">
      {slot ? <ChosenTime slot={slot} timeZone={timeZone} /> : null}
      <Alert tone="danger">
        <p>{t(problem.messageKey, problem.params)}</p>
        {fieldErrors.length > 0 ? (
          <ul>
            {fieldErrors.map(([name, message]) => (
              <li key={name}>
                {t(detailsFieldLabelKey(name))}: {t(message)}
              </li>
            ))}
          </ul>
        ) : null}
      </Alert>
      <DetailsForm
        {...service.detailsForm}
        id="posted-details"
        method="post"
        nativeSubmit
        defaultValues={{ ...failure.values, consent: failure.values.consent === 'on' }}
      />
      {/* The hidden fields a post carries besides the details: the time, who, and the booking's key. */}
      {POSTED_BOOKING_FIELDS.map((name) =>
        failure.values[name] ? (
          <input key={name} type="hidden" form="posted-details" name={name} value={failure.values[name]} />
        ) : null,
      )}
    </section>
  );
}
