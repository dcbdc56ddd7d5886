import { createContext } from '@radix-ui/react-context';
import type { SlotPickerApi } from './use-slot-picker';

/** @internal The API of the nearest `<SlotPicker.Root>`. */
const [SlotPickerProvider, useSlotPickerValue] = createContext<{ value: SlotPickerApi }>('<SlotPicker.Root>');

export { SlotPickerProvider };

/**
 * The state and prop bags of the nearest `<SlotPicker.Root>`, for custom parts.
 * @throws when used outside `<SlotPicker.Root>`.
 * @example const { monthTitle, state } = useSlotPickerContext();
 */
export function useSlotPickerContext(): SlotPickerApi {
  return useSlotPickerValue('useSlotPickerContext').value;
}
