// The form's lengths, in a module of their own: the form's schema and a service's form config both
// read them, and neither may import the other (an import circle).

/** The longest additional information the form accepts by default, in characters. */
export const ADDITIONAL_INFORMATION_MAX_LENGTH = 1000;

/** The longest location the form accepts, in characters. */
export const LOCATION_MAX_LENGTH = 200;
