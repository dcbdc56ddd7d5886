import { createContext, useContext } from 'react';
import type { ErrorStateApi } from './use-error-state';

/** @internal The API of the nearest `<ErrorState.Root>`; `null` outside one. */
export const ErrorStateContext = createContext<ErrorStateApi | null>(null);

/**
 * The retry state and prop bags of the nearest `<ErrorState.Root>`, for custom parts.
 * @throws when used outside `<ErrorState.Root>`.
 */
export function useErrorStateContext(): ErrorStateApi {
  const context = useContext(ErrorStateContext);
  if (!context) throw new Error('`useErrorStateContext` must be used within `<ErrorState.Root>`');
  return context;
}
