import type { DetailsFieldName } from '@booking-kit/core';
import { createContext, useContext } from 'react';
import type { DetailsFormApi } from './use-details-form';

/** @internal The API of the nearest `<DetailsForm.Root>`; `null` outside one. */
export const DetailsFormContext = createContext<DetailsFormApi | null>(null);

/** The field of the nearest `<DetailsForm.Field>`. */
export interface DetailsFormFieldContextValue {
  name: DetailsFieldName;
  /** Whether a Description part describes the field (it registers itself while mounted). */
  hasDescription: boolean;
  setHasDescription(has: boolean): void;
}

/** @internal The field of the nearest `<DetailsForm.Field>`; `null` outside one. */
export const DetailsFormFieldContext = createContext<DetailsFormFieldContextValue | null>(null);

/**
 * The state, validation and prop bags of the nearest `<DetailsForm.Root>`, for custom parts.
 * @throws when used outside `<DetailsForm.Root>`.
 * @example const { getFieldState } = useDetailsFormContext();
 */
export function useDetailsFormContext(): DetailsFormApi {
  const context = useContext(DetailsFormContext);
  if (!context) throw new Error('`useDetailsFormContext` must be used within `<DetailsForm.Root>`');
  return context;
}

/**
 * The field of the nearest `<DetailsForm.Field>`.
 * @throws when used outside `<DetailsForm.Field>`.
 */
export function useDetailsFormField(): DetailsFormFieldContextValue {
  const context = useContext(DetailsFormFieldContext);
  if (!context) throw new Error('`useDetailsFormField` must be used within `<DetailsForm.Field>`');
  return context;
}
