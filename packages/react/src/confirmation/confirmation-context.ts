import { createContext } from '@radix-ui/react-context';
import type { ConfirmationApi } from './use-confirmation';

/** @internal The API of the nearest `<Confirmation.Root>`. */
const [ConfirmationProvider, useConfirmationValue] = createContext<{ value: ConfirmationApi }>('<Confirmation.Root>');

export { ConfirmationProvider };

/**
 * The texts and prop bags of the nearest `<Confirmation.Root>`, for custom parts.
 * @throws when used outside `<Confirmation.Root>`.
 */
export function useConfirmationContext(): ConfirmationApi {
  return useConfirmationValue('useConfirmationContext').value;
}
