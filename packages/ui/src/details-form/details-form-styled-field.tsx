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
  useDetailsFormContext,
} from '@booking-kit/react';
import { detailsFormFieldVariants } from './details-form.variants';

/** The mark after a required field's label; the native `required` already tells screen readers. */
function RequiredMark() {
  return (
    <span className="bk-text-field__required" aria-hidden="true">
      *
    </span>
  );
}

/** @internal One styled field: label, hint, the control its state asks for, and its error. */
export function DetailsFormStyledField({ name }: { name: DetailsFieldName }) {
  const field = useDetailsFormContext().getFieldState(name);
  const label = (
    <>
      {field.label}
      {field.isRequired ? <RequiredMark /> : null}
    </>
  );
  return (
    <DetailsFormField
      name={name}
      className={detailsFormFieldVariants({ isInvalid: field.isInvalid, control: field.control })}
      data-slot="details-form-field"
    >
      {field.control === 'checkbox' ? (
        <div className="bk-details-form__check">
          <DetailsFormCheckbox className="bk-details-form__checkbox" />
          <DetailsFormLabel className="bk-details-form__check-label">{label}</DetailsFormLabel>
        </div>
      ) : (
        <>
          <DetailsFormLabel className="bk-text-field__label">{label}</DetailsFormLabel>
          <DetailsFormDescription className="bk-text-field__description" />
          {field.control === 'select' ? <DetailsFormSelect className="bk-text-field__input bk-details-form__select" /> : null}
          {field.control === 'textarea' ? (
            <DetailsFormTextarea className="bk-text-field__input bk-details-form__textarea" />
          ) : null}
          {field.control === 'input' ? <DetailsFormInput className="bk-text-field__input" /> : null}
        </>
      )}
      <DetailsFormError className="bk-text-field__error" />
    </DetailsFormField>
  );
}
