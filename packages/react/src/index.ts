/**
 * @booking-kit/react — headless, accessible React primitives for booking UIs: state hooks,
 * behaviour hooks and unstyled parts that expose their state as `data-*` attributes.
 * @packageDocumentation
 */

export {
  type AddToCalendarApi,
  AddToCalendarDownload,
  type AddToCalendarDownloadProps,
  AddToCalendarLink,
  type AddToCalendarLinkProps,
  type AddToCalendarOptions,
  type AddToCalendarPart,
  AddToCalendarRoot,
  type AddToCalendarRootProps,
  AddToCalendarTitle,
  type AddToCalendarTitleProps,
  addToCalendarAnatomy,
  useAddToCalendar,
  useAddToCalendarContext,
} from './add-to-calendar';
/**
 * The add-to-calendar parts as a namespace (`<AddToCalendar.Root>`, `<AddToCalendar.Link>`, ...).
 * @example <AddToCalendar.Root event={event}><AddToCalendar.Link provider="google" /></AddToCalendar.Root>
 */
export * as AddToCalendar from './add-to-calendar/add-to-calendar';
export {
  type GuestDraft,
  type GuestField,
  GuestListAdd,
  type GuestListAddProps,
  type GuestListApi,
  GuestListCount,
  type GuestListCountProps,
  GuestListError,
  type GuestListErrorProps,
  GuestListInput,
  type GuestListInputProps,
  GuestListItem,
  type GuestListItemProps,
  GuestListLabel,
  type GuestListLabelProps,
  type GuestListOptions,
  GuestListRemove,
  type GuestListRemoveProps,
  GuestListRoot,
  type GuestListRootProps,
  type GuestListState,
  type GuestListStateOptions,
  GuestListTitle,
  type GuestListTitleProps,
  useGuestList,
  useGuestListContext,
  useGuestListItem,
  useGuestListState,
} from './guest-list';
/**
 * The guest-list parts as a namespace (`<GuestList.Root>`, `<GuestList.Item>`, ...).
 * @example <GuestList.Root>{(api) => api.state.guests.map((guest, index) => <GuestList.Item key={guest.id} guest={guest} index={index} />)}</GuestList.Root>
 */
export * as GuestList from './guest-list/guest-list';
/** Locale: the provider every component needs, and its hook. */
export { type LocaleContextValue, useLocale, useOptionalLocale } from './locale/locale-context';
export { LocaleProvider, type LocaleProviderProps } from './locale/locale-provider';
export {
  getSlotPickerStatusKind,
  type SlotPickerApi,
  SlotPickerDay,
  SlotPickerDayList,
  type SlotPickerDayListProps,
  type SlotPickerDayProps,
  type SlotPickerDayState,
  SlotPickerGrid,
  type SlotPickerGridProps,
  SlotPickerHeader,
  type SlotPickerHeaderProps,
  type SlotPickerMonthNavProps,
  SlotPickerMonthTitle,
  type SlotPickerMonthTitleProps,
  SlotPickerNextMonth,
  type SlotPickerOptions,
  type SlotPickerPart,
  SlotPickerPrevMonth,
  SlotPickerRetry,
  type SlotPickerRetryProps,
  SlotPickerRoot,
  type SlotPickerRootProps,
  SlotPickerSlot,
  type SlotPickerSlotProps,
  type SlotPickerSlotState,
  type SlotPickerState,
  SlotPickerStatus,
  type SlotPickerStatusKind,
  type SlotPickerStatusProps,
  type SlotPickerStatusValue,
  SlotPickerTimeZone,
  type SlotPickerTimeZoneProps,
  slotPickerAnatomy,
  useSlotPicker,
  useSlotPickerContext,
  useSlotPickerState,
} from './slot-picker';
/**
 * The slot picker parts as a namespace (`<SlotPicker.Root>`, `<SlotPicker.Day>`, ...).
 * @example <SlotPicker.Root days={days} today={today}><SlotPicker.Grid /></SlotPicker.Root>
 */
export * as SlotPicker from './slot-picker/slot-picker';
/** Utilities for building parts with the same conventions. */
export { type AsChildProps, Slottable, type SlottableProps } from './utils/as-child';
export { composeEventHandlers } from './utils/compose-event-handlers';
export { composeRefs } from './utils/compose-refs';
export { joinIds } from './utils/join-ids';
export { mergeProps } from './utils/merge-props';
export { type UseControllableStateOptions, useControllableState } from './utils/use-controllable-state';
