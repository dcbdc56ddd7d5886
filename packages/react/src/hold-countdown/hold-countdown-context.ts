import { createContext } from '@radix-ui/react-context';
import type { HoldCountdownApi } from './use-hold-countdown';

/** @internal The API of the nearest `<HoldCountdown.Root>`. */
const [HoldCountdownProvider, useHoldCountdownValue] = createContext<{ value: HoldCountdownApi }>('<HoldCountdown.Root>');

export { HoldCountdownProvider };

/**
 * The texts and prop bags of the nearest `<HoldCountdown.Root>`, for custom parts.
 * @throws when used outside `<HoldCountdown.Root>`.
 */
export function useHoldCountdownContext(): HoldCountdownApi {
  return useHoldCountdownValue('useHoldCountdownContext').value;
}
