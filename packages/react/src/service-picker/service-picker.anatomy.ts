import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of a service picker, declared once: each value is the part's `data-part`.
 * @selector [data-scope="service-picker"][data-part="option"]
 */
export const servicePickerAnatomy = createAnatomy('service-picker', {
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
  // Layout parts the styled components of @booking-kit/ui render around these parts.
  optionBody: 'option-body',
});

/** A service picker part name, e.g. `option-price`. */
export type ServicePickerPart = AnatomyPart<typeof servicePickerAnatomy>;

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export const servicePickerPartAttrs = servicePickerAnatomy.attrs;
