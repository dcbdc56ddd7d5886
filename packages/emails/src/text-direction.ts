/** `Intl.Locale`'s text info: `getTextInfo()` in current engines, the older `textInfo` getter before. */
type LocaleWithTextInfo = Intl.Locale & {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
};

/**
 * Directions by tag, found once: building an `Intl.Locale` for every email was 2 % of the
 * outbox's CPU on a run of bookings. Tags come from the shipped locales, so the map stays small.
 */
const directions = new Map<string, 'ltr' | 'rtl'>();

/**
 * The writing direction of a BCP 47 tag, for the email's `dir`: every shipped locale is
 * left-to-right, but a catalog added for Arabic or Hebrew then gets the right one without a change here.
 * @example textDirection('de-DE') // 'ltr'
 */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  let direction = directions.get(tag);
  if (direction === undefined) {
    const locale = new Intl.Locale(tag) as LocaleWithTextInfo;
    const info = locale.getTextInfo?.() ?? locale.textInfo;
    direction = info?.direction === 'rtl' ? 'rtl' : 'ltr';
    directions.set(tag, direction);
  }
  return direction;
}
