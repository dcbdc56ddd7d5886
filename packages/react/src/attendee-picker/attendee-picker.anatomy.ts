/**
 * The parts of an attendee picker, declared once: each value is the part's `data-part`.
 * @selector [data-scope="attendee-picker"][data-part="option"]
 */
export const attendeePickerAnatomy = {
  root: 'root',
  label: 'label',
  options: 'options',
  option: 'option',
  input: 'input',
  limit: 'limit',
} as const;

/** An attendee picker part name, e.g. `option`. */
export type AttendeePickerPart = (typeof attendeePickerAnatomy)[keyof typeof attendeePickerAnatomy];

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export function attendeePickerPartAttrs(part: AttendeePickerPart) {
  return { 'data-scope': 'attendee-picker', 'data-part': part } as const;
}
