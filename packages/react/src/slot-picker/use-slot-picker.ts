import type { Slot } from '@booking-kit/core';
import type { CalendarDate } from '@internationalized/date';
import { useId, useMemo } from 'react';
import { useLocale } from '../locale/locale-context';
import { slotPickerAnatomy, slotPickerPartAttrs, slotPickerPartId } from './slot-picker.anatomy';
import type { SlotPickerOptions } from './slot-picker.types';
import { createSlotPickerFormatters } from './slot-picker-format';
import { getSlotPickerStatusKind, slotPickerStatusMessages } from './slot-picker-status-kind';
import { getSlotPickerDayState } from './use-slot-picker-day';
import { useSlotPickerList } from './use-slot-picker-list';
import { useSlotPickerMonth } from './use-slot-picker-month';
import { getSlotPickerSlotState } from './use-slot-picker-slot';
import type { SlotPickerState } from './use-slot-picker-state';

/**
 * The behaviour hook of the slot picker: one prop bag per part, with ARIA, keyboard and focus
 * handled. Needs a `<LocaleProvider>` above it for messages and formatting.
 * @example
 * const state = useSlotPickerState(props);
 * const api = useSlotPicker(props, state);
 * <table {...api.gridProps}>...</table> // days: useSlotPickerDay(date, api), times: useSlotPickerSlot(slot, state)
 */
export function useSlotPicker(props: SlotPickerOptions, state: SlotPickerState) {
  const locale = useLocale();
  const { t, tag } = locale;
  const timeZone = props.timeZone ?? locale.timeZone;
  const baseId = useId();
  const format = useMemo(() => createSlotPickerFormatters(tag, timeZone), [tag, timeZone]);
  const monthTitleId = slotPickerPartId(baseId, slotPickerAnatomy.monthTitle);
  const { prevMonthDisabled, nextMonthDisabled, ...month } = useSlotPickerMonth({ state, tag, format, monthTitleId });
  const list = useSlotPickerList({ state, format, t });
  const statusKind = getSlotPickerStatusKind(state);
  const statusKey = slotPickerStatusMessages[statusKind];

  return {
    state,
    statusKind,
    statusMessage: statusKey ? t(statusKey) : '',
    monthTitle: format.monthTitle(state.month),
    timeZoneLabel: t('slotPicker.timeZone', { timeZone: timeZone.replaceAll('_', ' ') }),
    ...month,
    ...list,
    /** Formatters and translator the day and slot parts name themselves with. */
    format,
    t,
    getDayState: (date: CalendarDate) => getSlotPickerDayState(state, date),
    getSlotState: (slot: Slot) => getSlotPickerSlotState(state, slot),
    rootProps: {
      ...slotPickerPartAttrs(slotPickerAnatomy.root),
      id: slotPickerPartId(baseId, slotPickerAnatomy.root),
      role: 'group' as const,
      'aria-label': t('slotPicker.label'),
      'data-status': state.status,
    },
    headerProps: slotPickerPartAttrs(slotPickerAnatomy.header),
    monthTitleProps: { ...slotPickerPartAttrs(slotPickerAnatomy.monthTitle), id: monthTitleId },
    prevMonthProps: {
      ...slotPickerPartAttrs(slotPickerAnatomy.prevMonth),
      type: 'button' as const,
      'aria-label': t('slotPicker.previousMonth'),
      disabled: prevMonthDisabled,
      onClick: () => state.calendar.focusPreviousPage(),
    },
    nextMonthProps: {
      ...slotPickerPartAttrs(slotPickerAnatomy.nextMonth),
      type: 'button' as const,
      'aria-label': t('slotPicker.nextMonth'),
      disabled: nextMonthDisabled,
      onClick: () => state.calendar.focusNextPage(),
    },
    timeZoneProps: slotPickerPartAttrs(slotPickerAnatomy.timeZone),
    statusProps: {
      ...slotPickerPartAttrs(slotPickerAnatomy.status),
      id: slotPickerPartId(baseId, slotPickerAnatomy.status),
      role: 'status' as const,
      'aria-live': 'polite' as const,
      'data-state': statusKind,
    },
    retryProps: {
      ...slotPickerPartAttrs(slotPickerAnatomy.retry),
      type: 'button' as const,
      onClick: () => props.onRetry?.(),
    },
    retryLabel: t('slotPicker.retry'),
    showRetry: statusKind === 'error' && props.onRetry !== undefined,
  };
}

/** Everything `useSlotPicker` returns; what `<SlotPicker.Root>` puts in context for its parts. */
export type SlotPickerApi = ReturnType<typeof useSlotPicker>;
