import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of a time-zone picker, declared once: each value is the part's `data-part`
 * attribute and the suffix of its generated id.
 * @selector [data-scope="time-zone-picker"][data-part="option"]
 */
export const timeZonePickerAnatomy = createAnatomy('time-zone-picker', {
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
});

/** A time-zone picker part name, e.g. `listbox`. */
export type TimeZonePickerPart = AnatomyPart<typeof timeZonePickerAnatomy>;

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export const timeZonePickerPartAttrs = timeZonePickerAnatomy.attrs;

/** The id of a part within one picker instance. */
export const timeZonePickerPartId = timeZonePickerAnatomy.id;
