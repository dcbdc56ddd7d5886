import {
  DetailsFormErrorSummary,
  DetailsFormRoot,
  type DetailsFormRootProps,
  DetailsFormSubmit,
  detailsFormAnatomy,
  useLocale,
} from '@booking-kit/react';
import { type ReactNode, useId } from 'react';
import { buttonVariants } from '../button/button.variants';
import { ButtonSpinner } from '../button/button-spinner';
import { cx } from '../lib/cx';
import { DetailsFormStyledField } from './details-form-styled-field';

/** Props of the styled {@link DetailsForm}: the headless root's, without custom children. */
export interface DetailsFormProps extends Omit<DetailsFormRootProps, 'children' | 'title'> {
  /** The form's heading, which also names it. @default 'Your details' */
  heading?: ReactNode;
  /** The heading level. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The visitor's details: first and last name, email, and phone, date of birth, location,
 * additional information and consent as the service asks; the spec's messages under each field,
 * an alert summary and focus on the first invalid field after a failed submit, and
 * 'Scheduling…' while the booking is sent.
 * @selector .bk-root .bk-details-form[data-submitting] [data-scope="details-form"][data-part="field"][data-control][data-invalid]
 * @example
 * <DetailsForm location="required" locations={['Amsterdam', 'Utrecht']} consentText={terms} onSubmit={book} />
 */
export function DetailsForm({ heading, headingLevel = 2, className, ...props }: DetailsFormProps) {
  const { t } = useLocale();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <DetailsFormRoot {...props} aria-labelledby={headingId} className={cx('bk-details-form', className)}>
      {(api) => (
        <>
          <Heading id={headingId} {...detailsFormAnatomy.attrs('title')}>
            {heading ?? t('details.title')}
          </Heading>
          <p {...detailsFormAnatomy.attrs('required-legend')}>{t('details.requiredLegend')}</p>
          <DetailsFormErrorSummary />
          <div {...detailsFormAnatomy.attrs('fields')}>
            {api.state.shownFields.map((name) => (
              <DetailsFormStyledField key={name} name={name} />
            ))}
          </div>
          <DetailsFormSubmit className={buttonVariants({ variant: 'primary' })}>
            {api.isSubmitting ? <ButtonSpinner /> : null}
            {api.submitLabel}
          </DetailsFormSubmit>
        </>
      )}
    </DetailsFormRoot>
  );
}
