import type { FormField } from '@booking-kit/core';
import {
  FormRendererError,
  FormRendererField,
  FormRendererHelp,
  FormRendererInput,
  FormRendererLabel,
  formRendererAnatomy,
} from '@booking-kit/react';

/**
 * One styled question: label, help, input and error in the field look (`bk-text-field`, see
 * text-field.css), laid out by kind; CSS reads the field's own `data-kind` and `data-invalid`.
 */
export function FormRendererFieldView({ field }: { field: FormField }) {
  if (field.kind === 'consent')
    return (
      <FormRendererField field={field} className="bk-text-field">
        <div {...formRendererAnatomy.attrs('check')}>
          <FormRendererInput />
          <FormRendererLabel />
        </div>
        <FormRendererHelp />
        <FormRendererError />
      </FormRendererField>
    );
  return (
    <FormRendererField field={field} className="bk-text-field">
      <FormRendererLabel />
      <FormRendererHelp />
      <FormRendererInput />
      <FormRendererError />
    </FormRendererField>
  );
}
