/**
 * The slot picker parts as one namespace: `<SlotPicker.Root>`, `<SlotPicker.Grid>`, ...
 * @example
 * <SlotPicker.Root days={days} today={today}>
 *   <SlotPicker.Header><SlotPicker.PrevMonth /><SlotPicker.MonthTitle /><SlotPicker.NextMonth /></SlotPicker.Header>
 *   <SlotPicker.Grid />
 *   <SlotPicker.Status /><SlotPicker.Retry />
 *   <SlotPicker.DayList />
 *   <SlotPicker.TimeZone />
 * </SlotPicker.Root>
 */
export { SlotPickerDay as Day } from './slot-picker-day';
export { SlotPickerDayList as DayList } from './slot-picker-day-list';
export { SlotPickerGrid as Grid } from './slot-picker-grid';
export { SlotPickerHeader as Header } from './slot-picker-header';
export { SlotPickerNextMonth as NextMonth, SlotPickerPrevMonth as PrevMonth } from './slot-picker-month-nav';
export { SlotPickerMonthTitle as MonthTitle } from './slot-picker-month-title';
export { SlotPickerRetry as Retry } from './slot-picker-retry';
export { SlotPickerRoot as Root } from './slot-picker-root';
export { SlotPickerSlot as Slot } from './slot-picker-slot';
export { SlotPickerStatus as Status } from './slot-picker-status';
export { SlotPickerTimeZone as TimeZone } from './slot-picker-time-zone';
