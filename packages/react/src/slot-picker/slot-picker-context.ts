import { createContext } from '@radix-ui/react-context';
import type { SlotPickerApi } from './use-slot-picker';
import type { SlotPickerDayAria } from './use-slot-picker-day';

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

/** @internal The day of the nearest grid cell: its react-aria cell props, for `<SlotPicker.Day>`. */
const [SlotPickerDayProvider, useSlotPickerDayValue] = createContext<{ value: SlotPickerDayAria }>('<SlotPicker.Grid>');

export { SlotPickerDayProvider };

/** @internal The react-aria day of the nearest `<SlotPicker.Grid>` cell. @throws outside a grid cell. */
export function useSlotPickerDayAria(consumerName: string): SlotPickerDayAria {
  return useSlotPickerDayValue(consumerName).value;
}
