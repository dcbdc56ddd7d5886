import { createContext, useContext } from 'react';
import type { HoldCountdownApi } from './use-hold-countdown';

/** @internal The API of the nearest `<HoldCountdown.Root>`; `null` outside one. */
export const HoldCountdownContext = createContext<HoldCountdownApi | null>(null);

/**
 * The texts and prop bags of the nearest `<HoldCountdown.Root>`, for custom parts.
 * @throws when used outside `<HoldCountdown.Root>`.
 */
export function useHoldCountdownContext(): HoldCountdownApi {
  const context = useContext(HoldCountdownContext);
  if (!context) throw new Error('`useHoldCountdownContext` must be used within `<HoldCountdown.Root>`');
  return context;
}
