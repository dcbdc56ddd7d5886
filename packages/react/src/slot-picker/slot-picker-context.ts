import { createContext, useContext } from 'react';
import type { SlotPickerApi } from './use-slot-picker';

/** @internal The API of the nearest `<SlotPicker.Root>`; `null` outside one. */
export const SlotPickerContext = createContext<SlotPickerApi | null>(null);

/**
 * The state and prop bags of the nearest `<SlotPicker.Root>`, for custom parts.
 * @throws when used outside `<SlotPicker.Root>`.
 * @example const { monthTitle, state } = useSlotPickerContext();
 */
export function useSlotPickerContext(): SlotPickerApi {
  const context = useContext(SlotPickerContext);
  if (!context) throw new Error('`useSlotPickerContext` must be used within `<SlotPicker.Root>`');
  return context;
}
