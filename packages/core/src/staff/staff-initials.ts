/**
 * A person's initials for an avatar: the first letter of the first and of the last word of the
 * name, upper-cased by the locale's rules (Turkish dotted İ, for one). Letters are taken as
 * graphemes, so 'Ängel' gives 'Ä' even when written with a combining diaeresis.
 * @param name A display name, e.g. 'Anna de Vries'.
 * @param locale A BCP 47 tag, e.g. `nl-NL`.
 * @example staffInitials('Anna de Vries', 'nl-NL') // 'AV'
 * @example staffInitials('Zoë', 'en-US') // 'Z'
 * @example staffInitials('  ', 'en-US') // ''
 */
export function staffInitials(name: string, locale: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const firstLetter = (word: string) => {
    const segment = new Intl.Segmenter(locale, { granularity: 'grapheme' }).segment(word)[Symbol.iterator]().next();
    return segment.done ? '' : segment.value.segment;
  };
  const first = words[0];
  const last = words.length > 1 ? words.at(-1) : undefined;
  return [first, last]
    .filter((word): word is string => word !== undefined)
    .map(firstLetter)
    .join('')
    .toLocaleUpperCase(locale);
}
