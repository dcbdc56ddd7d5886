import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of a slot picker, declared once: each value is the part's `data-part` attribute, the
 * suffix of its generated id, and its name in the docs.
 * @selector [data-scope="slot-picker"][data-part="day"]
 */
export const slotPickerAnatomy = createAnatomy('slot-picker', {
  root: 'root',
  header: 'header',
  prevMonth: 'prev-month',
  nextMonth: 'next-month',
  monthTitle: 'month-title',
  grid: 'grid',
  day: 'day',
  dayList: 'day-list',
  slot: 'slot',
  timeZone: 'time-zone',
  status: 'status',
  retry: 'retry',
  weekday: 'weekday',
  slotTime: 'slot-time',
  slotSeats: 'slot-seats',
  // Layout parts the styled components of @booking-kit/ui render around these parts.
  nav: 'nav',
  body: 'body',
  panel: 'panel',
  timesSkeleton: 'times-skeleton',
});

/** A slot picker part name, e.g. `day-list`. */
export type SlotPickerPart = AnatomyPart<typeof slotPickerAnatomy>;

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export const slotPickerPartAttrs = slotPickerAnatomy.attrs;

/** The id of a part within one slot picker instance. */
export const slotPickerPartId = slotPickerAnatomy.id;
