/**
 * The slot picker parts as a namespace (`<SlotPicker.Root>`, `<SlotPicker.Day>`, ...).
 * @example <SlotPicker.Root days={days} today={today}><SlotPicker.Grid /></SlotPicker.Root>
 */
export * as SlotPicker from './slot-picker';
export type { SlotPickerPart } from './slot-picker.anatomy';
export { slotPickerAnatomy } from './slot-picker.anatomy';
export type {
  SlotPickerDayState,
  SlotPickerOptions,
  SlotPickerSlotState,
  SlotPickerStatus as SlotPickerStatusValue,
  SlotPickerStatusKind,
} from './slot-picker.types';
export { useSlotPickerContext } from './slot-picker-context';
export { SlotPickerDay, type SlotPickerDayProps } from './slot-picker-day';
export { SlotPickerDayList, type SlotPickerDayListProps } from './slot-picker-day-list';
export { SlotPickerGrid, type SlotPickerGridProps } from './slot-picker-grid';
export { SlotPickerHeader, type SlotPickerHeaderProps } from './slot-picker-header';
export { type SlotPickerMonthNavProps, SlotPickerNextMonth, SlotPickerPrevMonth } from './slot-picker-month-nav';
export { SlotPickerMonthTitle, type SlotPickerMonthTitleProps } from './slot-picker-month-title';
export { SlotPickerRetry, type SlotPickerRetryProps } from './slot-picker-retry';
export { SlotPickerRoot, type SlotPickerRootProps } from './slot-picker-root';
export { SlotPickerSlot, type SlotPickerSlotProps } from './slot-picker-slot';
export { SlotPickerStatus, type SlotPickerStatusProps } from './slot-picker-status';
export { getSlotPickerStatusKind } from './slot-picker-status-kind';
export { SlotPickerTimeZone, type SlotPickerTimeZoneProps } from './slot-picker-time-zone';
export { type SlotPickerApi, useSlotPicker } from './use-slot-picker';
export { type SlotPickerState, useSlotPickerState } from './use-slot-picker-state';
