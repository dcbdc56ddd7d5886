/** `Intl.Locale`'s text info: `getTextInfo()` in current engines, the older `textInfo` getter before. */
type LocaleWithTextInfo = Intl.Locale & {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
};

/**
 * The writing direction of a BCP 47 tag, for the email's `dir`: every shipped locale is
 * left-to-right, but a catalog added for Arabic or Hebrew then gets the right one without a change here.
 * @example textDirection('de-DE') // 'ltr'
 */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(tag) as LocaleWithTextInfo;
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}
