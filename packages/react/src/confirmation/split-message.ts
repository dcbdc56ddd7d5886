import type { MessageValues } from '@booking-kit/core';

/** A marker no translation contains, to find where a value lands in a translated sentence. */
const MARK = '\u0000';

/**
 * Splits a translated sentence around one of its values, so that value can be rendered as an
 * element (a link) while the sentence keeps each language's word order, never concatenated.
 * @example splitMessage(t, 'confirmation.contact', 'phone') // ['Questions? Call us at ', '']
 */
export function splitMessage(
  t: (key: string, values?: MessageValues) => string,
  key: string,
  name: string,
  values: MessageValues = {},
): [before: string, after: string] {
  const [before = '', after = ''] = t(key, { ...values, [name]: MARK }).split(MARK);
  return [before, after];
}
