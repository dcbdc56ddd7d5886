import type { FormField } from '@booking-kit/core';
import { FormRendererError, FormRendererField, FormRendererHelp, FormRendererInput, FormRendererLabel } from '@booking-kit/react';

/**
 * One styled question: label, help, input and error in the field look (`bk-text-field`, see
 * text-field.css), laid out by kind; CSS reads the field's own `data-kind` and `data-invalid`.
 */
export function FormRendererFieldView({ field }: { field: FormField }) {
  if (field.kind === 'consent')
    return (
      <FormRendererField field={field} className="bk-text-field">
        <div data-scope="form-renderer" data-part="check">
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
