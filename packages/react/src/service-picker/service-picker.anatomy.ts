/**
 * The parts of a service picker, declared once: each value is the part's `data-part`.
 * @selector [data-scope="service-picker"][data-part="option"]
 */
export const servicePickerAnatomy = {
  root: 'root',
  label: 'label',
  group: 'group',
  groupLabel: 'group-label',
  option: 'option',
  indicator: 'indicator',
  optionName: 'option-name',
  optionDescription: 'option-description',
  optionDetails: 'option-details',
  optionPrice: 'option-price',
  optionDuration: 'option-duration',
  optionLocation: 'option-location',
  maxHint: 'max-hint',
  error: 'error',
  empty: 'empty',
} as const;

/** A service picker part name, e.g. `option-price`. */
export type ServicePickerPart = (typeof servicePickerAnatomy)[keyof typeof servicePickerAnatomy];

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export function servicePickerPartAttrs(part: ServicePickerPart) {
  return { 'data-scope': 'service-picker', 'data-part': part } as const;
}
