/**
 * The parts of a staff picker, declared once: each value is the part's `data-part`.
 * @selector [data-scope="staff-picker"][data-part="option"]
 */
export const staffPickerAnatomy = {
  root: 'root',
  label: 'label',
  option: 'option',
  avatar: 'avatar',
  optionName: 'option-name',
  optionDescription: 'option-description',
} as const;

/** A staff picker part name, e.g. `avatar`. */
export type StaffPickerPart = (typeof staffPickerAnatomy)[keyof typeof staffPickerAnatomy];

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export function staffPickerPartAttrs(part: StaffPickerPart) {
  return { 'data-scope': 'staff-picker', 'data-part': part } as const;
}
