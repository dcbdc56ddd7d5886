import type { CalendarDate } from '@internationalized/date';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { slotPickerAnatomy } from './slot-picker.anatomy';
import { SlotPickerDayProvider, useSlotPickerContext } from './slot-picker-context';
import { SlotPickerDay } from './slot-picker-day';
import { useSlotPickerDay } from './use-slot-picker-day';

/** Props of {@link SlotPickerGrid}. */
export interface SlotPickerGridProps extends Omit<ComponentPropsWithRef<'table'>, 'children'> {
  /** Renders the content of each day's cell. @default (date) => <SlotPicker.Day date={date} /> */
  children?: (date: CalendarDate) => ReactNode;
}

/** One `<td>`: runs react-aria's `useCalendarCell` for its day and hands the result to `<SlotPicker.Day>`. */
function SlotPickerDayCell({ date, children }: { date: CalendarDate; children: ReactNode }) {
  const api = useSlotPickerContext();
  const aria = useSlotPickerDay(date, api);
  return (
    <td {...aria.cellProps}>
      <SlotPickerDayProvider value={aria}>{children}</SlotPickerDayProvider>
    </td>
  );
}

/**
 * The month as an ARIA grid (react-aria's `useCalendarGrid`): a table of weeks (rows of 7
 * gridcells) under weekday column headers in the locale, starting on the locale's first day of
 * the week. Only one day is tabbable (roving tab stop): arrows move by day and week, Home/End to
 * the week's ends, PageUp/PageDown by month (with Shift by year), Enter or Space chooses a day
 * with slots. A `ref` passed here is merged with the grid's own.
 * @selector [data-scope="slot-picker"][data-part="grid"][aria-busy]
 * @example <SlotPicker.Grid>{(date) => <SlotPicker.Day date={date} />}</SlotPicker.Grid>
 */
export function SlotPickerGrid({ children, ...props }: SlotPickerGridProps) {
  const api = useSlotPickerContext();
  const renderDay = children ?? ((date: CalendarDate) => <SlotPickerDay date={date} />);
  return (
    <table {...mergePartProps(api.gridProps, props)}>
      <thead>
        <tr>
          {api.weekdays.map((weekday) => (
            // `abbr` gives screen readers the full weekday name for the short visible one.
            <th key={weekday.long} scope="col" abbr={weekday.long} {...slotPickerAnatomy.attrs('weekday')}>
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {api.weeks.map((week) => (
          <tr key={week[0]?.toString()}>
            {week.map((date) => (
              <SlotPickerDayCell key={date.toString()} date={date}>
                {renderDay(date)}
              </SlotPickerDayCell>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
