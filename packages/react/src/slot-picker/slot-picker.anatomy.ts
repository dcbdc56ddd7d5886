/**
 * The parts of a slot picker, declared once: each value is the part's `data-part` attribute, the
 * suffix of its generated id, and its name in the docs.
 * @selector [data-scope="slot-picker"][data-part="day"]
 */
export const slotPickerAnatomy = {
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
} as const;

/** A slot picker part name, e.g. `day-list`. */
export type SlotPickerPart = (typeof slotPickerAnatomy)[keyof typeof slotPickerAnatomy];

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export function slotPickerPartAttrs(part: SlotPickerPart) {
  return { 'data-scope': 'slot-picker', 'data-part': part } as const;
}

/** The id of a part within one slot picker instance. */
export function slotPickerPartId(baseId: string, part: SlotPickerPart): string {
  return `${baseId}-${part}`;
}
