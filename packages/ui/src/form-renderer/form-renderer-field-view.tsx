import type { FormField } from '@booking-kit/core';
import {
  FormRendererError,
  FormRendererField,
  FormRendererHelp,
  FormRendererInput,
  FormRendererLabel,
  isChoiceField,
} from '@booking-kit/react';
import { formRendererFieldVariants } from './form-renderer.variants';

/** The text field's `*`, so a form's required marks look like every other field's. */
const requiredMarkProps = { className: 'bk-text-field__required' };

/** One styled question: label, help, input and error with the text field's classes, by kind. */
export function FormRendererFieldView({ field, isInvalid }: { field: FormField; isInvalid: boolean }) {
  if (field.kind === 'consent')
    return (
      <FormRendererField
        field={field}
        className={formRendererFieldVariants({ kind: 'consent', isInvalid })}
        data-slot="form-renderer-field"
      >
        <div className="bk-form-renderer__check">
          <FormRendererInput className="bk-form-renderer__check-input" />
          <FormRendererLabel className="bk-form-renderer__check-label" requiredMarkProps={requiredMarkProps} />
        </div>
        <FormRendererHelp className="bk-text-field__description" />
        <FormRendererError className="bk-text-field__error" />
      </FormRendererField>
    );
  const isChoice = isChoiceField(field);
  return (
    <FormRendererField
      field={field}
      className={formRendererFieldVariants({ kind: isChoice ? 'choice' : 'input', isInvalid })}
      data-slot="form-renderer-field"
    >
      <FormRendererLabel
        className={isChoice ? 'bk-text-field__label bk-form-renderer__legend' : 'bk-text-field__label'}
        requiredMarkProps={requiredMarkProps}
      />
      <FormRendererHelp className="bk-text-field__description" />
      <FormRendererInput className={isChoice ? 'bk-form-renderer__choices' : 'bk-text-field__input'} />
      <FormRendererError className="bk-text-field__error" />
    </FormRendererField>
  );
}
