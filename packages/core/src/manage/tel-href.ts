/**
 * A `tel:` link for a phone number as a business writes it: the leading `+` and the digits, with
 * spaces, dots, hyphens and brackets dropped (RFC 3966 calls them visual separators), so every
 * phone dials it the same way.
 * @throws RangeError for text without any digit.
 * @example telHref('+31 (0)20 123-4567') // 'tel:+310201234567'
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') throw new RangeError(`telHref: "${phone}" has no digits`);
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
