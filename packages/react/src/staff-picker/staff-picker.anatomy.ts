import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of a staff picker, declared once: each value is the part's `data-part`.
 * @selector [data-scope="staff-picker"][data-part="option"]
 */
export const staffPickerAnatomy = createAnatomy('staff-picker', {
  root: 'root',
  label: 'label',
  option: 'option',
  avatar: 'avatar',
  optionName: 'option-name',
  optionDescription: 'option-description',
  // Layout parts the styled components of @booking-kit/ui render around these parts.
  options: 'options',
  optionBody: 'option-body',
});

/** A staff picker part name, e.g. `avatar`. */
export type StaffPickerPart = AnatomyPart<typeof staffPickerAnatomy>;

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export const staffPickerPartAttrs = staffPickerAnatomy.attrs;
