import type { FormField } from '@booking-kit/core';
import { createContext } from '@radix-ui/react-context';
import type { FormRendererApi } from './form-renderer.types';

/** @internal The API of the nearest `<FormRenderer.Root>`. */
const [FormRendererProvider, useFormRendererValue] = createContext<{ value: FormRendererApi }>('<FormRenderer.Root>');

/** @internal The field of the nearest `<FormRenderer.Field>`. */
const [FormRendererFieldProvider, useFormRendererFieldValue] = createContext<{ value: FormField }>('<FormRenderer.Field>');

export { FormRendererFieldProvider, FormRendererProvider };

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
