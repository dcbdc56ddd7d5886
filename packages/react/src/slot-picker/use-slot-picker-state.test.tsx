import type { Slot, SlotDay } from '@booking-kit/core';
import { CalendarDate } from '@internationalized/date';
import { act } from 'react';
import { I18nProvider } from 'react-aria';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderHook } from '../test/render-hook';
import { renderInLocale } from '../test/render-in-locale';
import * as SlotPicker from './slot-picker';
import type { SlotPickerOptions } from './slot-picker.types';
import { useSlotPickerState } from './use-slot-picker-state';

const slot = (start: string, seatsLeft = 1): Slot => ({ start, end: start, staff: ['anna'], seatsLeft });
const MARCH = new CalendarDate(2026, 3, 1);
const TODAY = new CalendarDate(2026, 3, 6);
/** Monday 9 and Tuesday 10 March have times; Wednesday 11 and every other day have none. */
const DAYS: SlotDay[] = [
  { date: '2026-03-09', slots: [slot('2026-03-09T08:00:00.000Z'), slot('2026-03-09T13:00:00.000Z')] },
  { date: '2026-03-10', slots: [slot('2026-03-10T09:00:00.000Z', 3), slot('2026-03-10T15:30:00.000Z', 0)] },
  { date: '2026-04-14', slots: [slot('2026-04-14T09:00:00.000Z')] },
];
const day = (n: number, month = 3) => new CalendarDate(2026, month, n);

/** Renders the hook in a real React root (en-US), over the March days, and returns its latest state. */
function renderState(options: Partial<SlotPickerOptions>) {
  const withDays = (props: Partial<SlotPickerOptions>): SlotPickerOptions => ({
    days: DAYS,
    today: TODAY,
    defaultMonth: MARCH,
    ...props,
  });
  const rendered = renderHook(useSlotPickerState, withDays(options), (children) => (
    <I18nProvider locale="en-US">{children}</I18nProvider>
  ));
  return { result: rendered.result, rerender: (props: Partial<SlotPickerOptions>) => rendered.rerender(withDays(props)) };
}

describe('useSlotPickerState', () => {
  it('opens on the first day with slots and hands it to react-stately as the value', () => {
    const { result } = renderState({});
    expect(result.current.selectedDate?.toString()).toBe('2026-03-09');
    expect(result.current.calendar.value?.toString()).toBe('2026-03-09');
    expect(result.current.calendar.focusedDate.toString()).toBe('2026-03-09');
    expect(result.current.calendar.visibleRange.start.toString()).toBe('2026-03-01');
  });

  it('marks days without slots unavailable, from the days data', () => {
    const { result } = renderState({});
    expect(result.current.isDateUnavailable(day(11))).toBe(true);
    expect(result.current.calendar.isCellUnavailable(day(11))).toBe(true);
    expect(result.current.calendar.isCellUnavailable(day(10))).toBe(false);
  });

  it('does not choose a day without slots from the keyboard (Enter on the focused day)', () => {
    const onSelectedDateChange = vi.fn();
    const { result } = renderState({ onSelectedDateChange });
    act(() => result.current.calendar.setFocusedDate(day(11)));
    expect(result.current.focusedDate.toString()).toBe('2026-03-11');
    act(() => result.current.calendar.selectFocusedDate());
    expect(result.current.selectedDate?.toString()).toBe('2026-03-09');
    expect(onSelectedDateChange).not.toHaveBeenCalled();
  });

  it('chooses a day with slots through react-stately and reports it', () => {
    const onSelectedDateChange = vi.fn();
    const { result } = renderState({ onSelectedDateChange });
    act(() => result.current.calendar.selectDate(day(10)));
    expect(result.current.selectedDate?.toString()).toBe('2026-03-10');
    expect(onSelectedDateChange).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ year: 2026, month: 3, day: 10 }));
  });

  it('moves the tab stop with react-stately and shows the next month when it crosses over', () => {
    const onMonthChange = vi.fn();
    const { result } = renderState({ onMonthChange });
    act(() => result.current.calendar.focusNextDay());
    expect(result.current.focusedDate.toString()).toBe('2026-03-10');
    act(() => result.current.calendar.focusNextSection());
    expect(result.current.month.toString()).toBe('2026-04-01');
    expect(result.current.focusedDate.toString()).toBe('2026-04-10');
    expect(result.current.calendar.visibleRange.start.toString()).toBe('2026-04-01');
    expect(onMonthChange).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ month: 4, day: 1 }));
    // The new month opens on its first day with slots.
    expect(result.current.selectedDate?.toString()).toBe('2026-04-14');
  });

  it('follows a controlled month', () => {
    const { result, rerender } = renderState({ month: MARCH });
    rerender({ month: day(1, 4) });
    expect(result.current.calendar.visibleRange.start.toString()).toBe('2026-04-01');
    expect(result.current.calendar.focusedDate.toString()).toBe('2026-04-14');
  });

  it('stops at maxMonth and minMonth (react-stately maxValue / minValue)', () => {
    const onMonthChange = vi.fn();
    const { result } = renderState({ minMonth: MARCH, maxMonth: MARCH, onMonthChange });
    expect(result.current.calendar.isNextVisibleRangeInvalid()).toBe(true);
    expect(result.current.calendar.isPreviousVisibleRangeInvalid()).toBe(true);
    expect(result.current.calendar.maxValue?.toString()).toBe('2026-03-31');
    act(() => result.current.calendar.focusNextPage());
    expect(result.current.month.toString()).toBe('2026-03-01');
    expect(onMonthChange).not.toHaveBeenCalled();
  });

  it('keeps a controlled day without slots chosen without handing it to react-stately as invalid', () => {
    const { result } = renderState({ selectedDate: day(11) });
    expect(result.current.selectedDate?.toString()).toBe('2026-03-11');
    expect(result.current.calendar.value).toBeNull();
    expect(result.current.calendar.isValueInvalid).toBe(false);
  });

  it('has every day unavailable while loading', () => {
    const { result } = renderState({ days: undefined });
    expect(result.current.status).toBe('loading');
    expect(result.current.calendar.isCellUnavailable(day(9))).toBe(true);
    expect(result.current.selectedDate).toBeNull();
  });

  it("keeps react-stately's radio group on the chosen slot's start, and chooses through it", () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ onValueChange });
    expect(result.current.radioGroup.selectedValue).toBeNull();
    act(() => result.current.radioGroup.setSelectedValue('2026-03-09T13:00:00.000Z'));
    expect(onValueChange).toHaveBeenCalledWith(DAYS[0]?.slots[1]);
    expect(result.current.value?.start).toBe('2026-03-09T13:00:00.000Z');
    expect(result.current.radioGroup.selectedValue).toBe('2026-03-09T13:00:00.000Z');
  });

  it('never chooses a full time or a time of another day through the radio group', () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ onValueChange, defaultSelectedDate: day(10) });
    act(() => result.current.radioGroup.setSelectedValue('2026-03-10T15:30:00.000Z'));
    act(() => result.current.radioGroup.setSelectedValue('2026-03-09T08:00:00.000Z'));
    expect(onValueChange).not.toHaveBeenCalled();
    expect(result.current.value).toBeNull();
  });
});

describe('SlotPicker parts', () => {
  it('show keyboard focus and hover as data attributes; Enter and Space turn the month once each', async () => {
    const onMonthChange = vi.fn();
    const { container } = await renderInLocale(
      <SlotPicker.Root days={DAYS} today={TODAY} defaultMonth={MARCH} onMonthChange={onMonthChange}>
        <SlotPicker.Grid />
        <SlotPicker.DayList />
        <SlotPicker.NextMonth />
      </SlotPicker.Root>,
    );
    const chosenDay = container.querySelector('[data-part="day"][data-selected]') as HTMLElement;
    const firstTime = container.querySelector('[data-part="slot"]') as HTMLElement;
    await act(() => userEvent.tab());
    expect(document.activeElement).toBe(chosenDay);
    expect(chosenDay.getAttribute('data-focus-visible')).toBe('');
    await act(() => userEvent.tab());
    expect(document.activeElement).toBe(firstTime);
    expect(firstTime.getAttribute('data-focus-visible')).toBe('');
    expect(chosenDay.hasAttribute('data-focus-visible')).toBe(false);
    await act(() => userEvent.hover(firstTime));
    expect(firstTime.getAttribute('data-hovered')).toBe('');
    await act(() => userEvent.hover(chosenDay));
    expect(chosenDay.getAttribute('data-hovered')).toBe('');
    expect(firstTime.hasAttribute('data-hovered')).toBe(false);
    // A day without times cannot be chosen: it shows no hover.
    const noTimes = container.querySelector('[data-part="day"][data-availability="unavailable"]') as HTMLElement;
    expect(noTimes.getAttribute('data-disabled')).toBe('');
    await act(() => userEvent.tab());
    const next = container.querySelector('[data-part="next-month"]') as HTMLElement;
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute('data-focus-visible')).toBe('');
    await act(() => userEvent.keyboard('{Enter}'));
    expect(onMonthChange).toHaveBeenCalledTimes(1);
    expect(onMonthChange.mock.lastCall?.[0].toString()).toBe('2026-04-01');
    await act(() => userEvent.keyboard(' '));
    expect(onMonthChange).toHaveBeenCalledTimes(2);
    expect(onMonthChange.mock.lastCall?.[0].toString()).toBe('2026-05-01');
  });

  it('choose a time once with Space, as before', async () => {
    const onValueChange = vi.fn();
    const { container } = await renderInLocale(
      <SlotPicker.Root days={DAYS} today={TODAY} defaultMonth={MARCH} onValueChange={onValueChange}>
        <SlotPicker.DayList />
      </SlotPicker.Root>,
    );
    const times = container.querySelectorAll<HTMLElement>('[data-part="slot"]');
    act(() => times[1]?.focus());
    await act(() => userEvent.keyboard(' '));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(times[1]?.getAttribute('aria-checked')).toBe('true');
  });
});
