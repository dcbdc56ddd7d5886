import { createContext, useContext } from 'react';
import type { ConfirmationApi } from './use-confirmation';

/** @internal The API of the nearest `<Confirmation.Root>`; `null` outside one. */
export const ConfirmationContext = createContext<ConfirmationApi | null>(null);

/**
 * The texts and prop bags of the nearest `<Confirmation.Root>`, for custom parts.
 * @throws when used outside `<Confirmation.Root>`.
 */
export function useConfirmationContext(): ConfirmationApi {
  const context = useContext(ConfirmationContext);
  if (!context) throw new Error('`useConfirmationContext` must be used within `<Confirmation.Root>`');
  return context;
}
