/**
 * Validation errors carry message keys, not English: the server returns them in `fields`
 * and every client shows them through the active locale's catalog.
 */
export const validationMessages = {
  required: 'validation.required',
  emailInvalid: 'validation.emailInvalid',
  phoneInvalid: 'validation.phoneInvalid',
  nameInvalid: 'validation.nameInvalid',
  tooLong: 'validation.tooLong',
  invalid: 'validation.invalid',
  guestNameRequired: 'validation.guestNameRequired',
  guestNameInvalid: 'validation.guestNameInvalid',
  guestEmailUnique: 'validation.guestEmailUnique',
  guestCountRange: 'validation.guestCountRange',
  atLeastOneOption: 'validation.atLeastOneOption',
  locationRequired: 'validation.locationRequired',
  dateOfBirthInFuture: 'validation.dateOfBirthInFuture',
  /** NUL or another control character a person never types (see `hasControlCharacters`). */
  controlCharacters: 'validation.controlCharacters',
  /** Text that names no booking: neither a reference nor a booking's link. */
  bookingReferenceInvalid: 'validation.bookingReferenceInvalid',
  /** Text that names no one-time link: neither its code nor its address. */
  oneTimeLinkInvalid: 'validation.oneTimeLinkInvalid',
} as const;

/** A validation message key, e.g. `validation.required`. */
export type ValidationMessageKey = (typeof validationMessages)[keyof typeof validationMessages];
