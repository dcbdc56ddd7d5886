import type { DetailsFieldName } from '@booking-kit/core';
import {
  DetailsFormCheckbox,
  DetailsFormDescription,
  DetailsFormError,
  DetailsFormField,
  DetailsFormInput,
  DetailsFormLabel,
  DetailsFormSelect,
  DetailsFormTextarea,
  detailsFormAnatomy,
  useDetailsFormContext,
} from '@booking-kit/react';

/** The mark after a required field's label; the native `required` already tells screen readers. */
function RequiredMark() {
  return (
    <span {...detailsFormAnatomy.attrs('required-mark')} aria-hidden="true">
      *
    </span>
  );
}

/**
 * @internal One styled field: label, hint, the control its state asks for, and its error. The
 * field look is the text field's (text-field.css selects these parts too); CSS reads the field's
 * own `data-control` and `data-invalid`.
 */
export function DetailsFormStyledField({ name }: { name: DetailsFieldName }) {
  const field = useDetailsFormContext().getFieldState(name);
  const label = (
    <>
      {field.label}
      {field.isRequired ? <RequiredMark /> : null}
    </>
  );
  return (
    <DetailsFormField name={name} className="bk-text-field">
      {field.control === 'checkbox' ? (
        <div {...detailsFormAnatomy.attrs('check')}>
          <DetailsFormCheckbox />
          <DetailsFormLabel>{label}</DetailsFormLabel>
        </div>
      ) : (
        <>
          <DetailsFormLabel>{label}</DetailsFormLabel>
          <DetailsFormDescription />
          {field.control === 'select' ? <DetailsFormSelect /> : null}
          {field.control === 'textarea' ? <DetailsFormTextarea /> : null}
          {field.control === 'input' ? <DetailsFormInput /> : null}
        </>
      )}
      <DetailsFormError />
    </DetailsFormField>
  );
}
