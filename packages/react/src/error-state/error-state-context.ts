import { createContext } from '@radix-ui/react-context';
import type { ErrorStateApi } from './use-error-state';

/** @internal The API of the nearest `<ErrorState.Root>`. */
const [ErrorStateProvider, useErrorStateValue] = createContext<{ value: ErrorStateApi }>('<ErrorState.Root>');

export { ErrorStateProvider };

/**
 * The retry state and prop bags of the nearest `<ErrorState.Root>`, for custom parts.
 * @throws when used outside `<ErrorState.Root>`.
 */
export function useErrorStateContext(): ErrorStateApi {
  return useErrorStateValue('useErrorStateContext').value;
}
