import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import type { SlotPickerOptions } from './slot-picker.types';
import { SlotPickerProvider } from './slot-picker-context';
import { useSlotPicker } from './use-slot-picker';
import { useSlotPickerState } from './use-slot-picker-state';

/** Props of {@link SlotPickerRoot}: the slot picker options plus the attributes of its `<div>`. */
export interface SlotPickerRootProps
  extends SlotPickerOptions,
    AsChildProps,
    Omit<ComponentPropsWithRef<'div'>, keyof SlotPickerOptions> {}

const optionKeys = [
  'days',
  'status',
  'month',
  'defaultMonth',
  'onMonthChange',
  'selectedDate',
  'defaultSelectedDate',
  'onSelectedDateChange',
  'value',
  'defaultValue',
  'onValueChange',
  'timeZone',
  'today',
  'minMonth',
  'maxMonth',
  'onRetry',
] as const satisfies ReadonlyArray<keyof SlotPickerOptions>;

/**
 * The slot picker's root: owns its state and provides it to the parts inside.
 * @selector [data-scope="slot-picker"][data-part="root"][data-status="loading|ready|error"]
 * @example
 * <SlotPicker.Root days={days} today={today} onMonthChange={fetchMonth} onValueChange={setSlot}>
 *   <SlotPicker.Header>...</SlotPicker.Header><SlotPicker.Grid /><SlotPicker.DayList /><SlotPicker.Status />
 * </SlotPicker.Root>
 */
export function SlotPickerRoot({ asChild, ...props }: SlotPickerRootProps) {
  const options = Object.fromEntries(optionKeys.map((key) => [key, props[key]])) as unknown as SlotPickerOptions;
  const rest = Object.fromEntries(Object.entries(props).filter(([key]) => !(optionKeys as readonly string[]).includes(key)));
  const state = useSlotPickerState(options);
  const api = useSlotPicker(options, state);
  const Comp = asChild ? AsChildSlot : 'div';
  return (
    <SlotPickerProvider value={api}>
      <Comp {...mergePartProps(api.rootProps, rest)} />
    </SlotPickerProvider>
  );
}
