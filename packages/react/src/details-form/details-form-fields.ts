import type { DetailsFieldName } from '@booking-kit/core';
import type { ReactNode } from 'react';

/** Which element a field is entered with. */
export type DetailsFieldControl = 'input' | 'textarea' | 'select' | 'checkbox';

/** What the browser and the visitor need to know about a field, beyond its validation. */
interface DetailsFieldMeta {
  /** The label's message key; the consent's label is the service's consent text instead. */
  labelKey: string;
  control: DetailsFieldControl;
  type?: 'text' | 'email' | 'tel' | 'date';
  /** So browsers can fill in a returning visitor's own details (WCAG 1.3.5). */
  autoComplete?: string;
  inputMode?: 'email' | 'tel';
}

/** @internal The fields' labels, controls and autofill tokens. */
export const DETAILS_FIELD_META: Record<DetailsFieldName, DetailsFieldMeta> = {
  firstName: { labelKey: 'details.firstName', control: 'input', type: 'text', autoComplete: 'given-name' },
  lastName: { labelKey: 'details.lastName', control: 'input', type: 'text', autoComplete: 'family-name' },
  email: { labelKey: 'details.email', control: 'input', type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { labelKey: 'details.phone', control: 'input', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  dateOfBirth: { labelKey: 'details.dateOfBirth', control: 'input', type: 'date', autoComplete: 'bday' },
  location: { labelKey: 'booking.location', control: 'input', type: 'text', autoComplete: 'street-address' },
  additionalInformation: { labelKey: 'details.additionalInformation', control: 'textarea' },
  consent: { labelKey: 'details.consent', control: 'checkbox' },
};

/**
 * The catalog key of a field's label, e.g. to name the field in a server's answer about it.
 * @example t(detailsFieldLabelKey('location')) // 'Location'
 */
export function detailsFieldLabelKey(name: DetailsFieldName): string {
  return DETAILS_FIELD_META[name].labelKey;
}

/** A field's state, for styling and custom parts. */
export interface DetailsFieldState {
  isShown: boolean;
  isRequired: boolean;
  isInvalid: boolean;
  control: DetailsFieldControl;
  /** The translated label ('First name'), or the consent text. */
  label: ReactNode;
  /** The built-in hint, e.g. 'Up to 1000 characters.', or null. */
  description: string | null;
  /** The translated error ('This field is required'), or null while there is none to show. */
  error: string | null;
}
