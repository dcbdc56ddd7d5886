import { type AnatomyPart, createAnatomy } from '@booking-kit/react';

/**
 * The parts of a text field, a component of this package only, declared once: each value is the
 * part's `data-part` attribute.
 * @selector [data-scope="text-field"][data-part="label"]
 */
export const textFieldAnatomy = createAnatomy('text-field', {
  root: 'root',
  label: 'label',
  requiredMark: 'required-mark',
  description: 'description',
  input: 'input',
  error: 'error',
});

/** A text-field part name. */
export type TextFieldPart = AnatomyPart<typeof textFieldAnatomy>;
