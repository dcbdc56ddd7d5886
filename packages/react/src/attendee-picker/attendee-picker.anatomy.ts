import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of an attendee picker, declared once: each value is the part's `data-part`.
 * @selector [data-scope="attendee-picker"][data-part="option"]
 */
export const attendeePickerAnatomy = createAnatomy('attendee-picker', {
  root: 'root',
  label: 'label',
  options: 'options',
  option: 'option',
  input: 'input',
  limit: 'limit',
});

/** An attendee picker part name, e.g. `option`. */
export type AttendeePickerPart = AnatomyPart<typeof attendeePickerAnatomy>;

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export const attendeePickerPartAttrs = attendeePickerAnatomy.attrs;
