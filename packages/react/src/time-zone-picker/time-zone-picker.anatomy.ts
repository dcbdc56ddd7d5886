/**
 * The parts of a time-zone picker, declared once: each value is the part's `data-part`
 * attribute and the suffix of its generated id.
 * @selector [data-scope="time-zone-picker"][data-part="option"]
 */
export const timeZonePickerAnatomy = {
  root: 'root',
  label: 'label',
  /** A wrapper a layout may put around the input, trigger and popup (the styled picker does). */
  control: 'control',
  input: 'input',
  trigger: 'trigger',
  triggerIcon: 'trigger-icon',
  content: 'content',
  listbox: 'listbox',
  option: 'option',
  optionCity: 'option-city',
  optionDetails: 'option-details',
  optionOffset: 'option-offset',
  loading: 'loading',
  empty: 'empty',
  status: 'status',
  detected: 'detected',
} as const;

/** A time-zone picker part name, e.g. `listbox`. */
export type TimeZonePickerPart = (typeof timeZonePickerAnatomy)[keyof typeof timeZonePickerAnatomy];

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export function timeZonePickerPartAttrs(part: TimeZonePickerPart) {
  return { 'data-scope': 'time-zone-picker', 'data-part': part } as const;
}

/** The id of a part within one picker instance. */
export function timeZonePickerPartId(baseId: string, part: TimeZonePickerPart): string {
  return `${baseId}-${part}`;
}
