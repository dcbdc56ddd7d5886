import type { FormField } from '@booking-kit/core';
import { createContext } from '@radix-ui/react-context';
import type { TextFieldParts } from '../utils/text-field/use-text-field-parts';
import type { FormRendererApi } from './form-renderer.types';

/** @internal The API of the nearest `<FormRenderer.Root>`. */
const [FormRendererProvider, useFormRendererValue] = createContext<{ value: FormRendererApi }>('<FormRenderer.Root>');

/** @internal The field of the nearest `<FormRenderer.Field>`. */
const [FormRendererFieldProvider, useFormRendererFieldValue] = createContext<{ value: FormField }>('<FormRenderer.Field>');

/**
 * @internal The prop bags of the nearest text-like field (text, long text, email, phone, number,
 * date), from react-aria's `useTextField`; `null` in a choice or consent field.
 */
const [FormRendererTextFieldProvider, useFormRendererTextFieldValue] = createContext<{ value: TextFieldParts | null }>(
  '<FormRenderer.Field>',
  { value: null },
);

export { FormRendererFieldProvider, FormRendererProvider, FormRendererTextFieldProvider };

/** @internal The text field's prop bags, or `null` outside a text-like field. */
export function useFormRendererTextField(): TextFieldParts | null {
  return useFormRendererTextFieldValue('useFormRendererTextField').value;
}

/**
 * The state, validation and prop bags of the nearest `<FormRenderer.Root>`, for custom parts.
 * @throws when used outside `<FormRenderer.Root>`.
 */
export function useFormRendererContext(): FormRendererApi {
  return useFormRendererValue('useFormRendererContext').value;
}

/**
 * The question of the nearest `<FormRenderer.Field>`.
 * @throws when used outside `<FormRenderer.Field>`.
 */
export function useFormRendererField(): FormField {
  return useFormRendererFieldValue('useFormRendererField').value;
}
