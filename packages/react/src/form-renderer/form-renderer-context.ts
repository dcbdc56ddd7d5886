import type { FormField } from '@booking-kit/core';
import { createContext, useContext } from 'react';
import type { FormRendererApi } from './form-renderer.types';

/** @internal The API of the nearest `<FormRenderer.Root>`; `null` outside one. */
export const FormRendererContext = createContext<FormRendererApi | null>(null);

/** @internal The field of the nearest `<FormRenderer.Field>`; `null` outside one. */
export const FormRendererFieldContext = createContext<FormField | null>(null);

/**
 * The state, validation and prop bags of the nearest `<FormRenderer.Root>`, for custom parts.
 * @throws when used outside `<FormRenderer.Root>`.
 */
export function useFormRendererContext(): FormRendererApi {
  const context = useContext(FormRendererContext);
  if (!context) throw new Error('`useFormRendererContext` must be used within `<FormRenderer.Root>`');
  return context;
}

/**
 * The question of the nearest `<FormRenderer.Field>`.
 * @throws when used outside `<FormRenderer.Field>`.
 */
export function useFormRendererField(): FormField {
  const context = useContext(FormRendererFieldContext);
  if (!context) throw new Error('`useFormRendererField` must be used within `<FormRenderer.Field>`');
  return context;
}
