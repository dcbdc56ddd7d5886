import { hasControlCharacters } from '../schemas/control-characters';

/** The spec's default separator between the parts of a page's title: 'Massage | Anna de Vries'. */
export const PAGE_TITLE_SEPARATOR = '|';

/** The longest separator a site may set: a mark between names, not a phrase. */
const MAX_SEPARATOR_LENGTH = 3;

/**
 * A site's title separator as configured (an environment variable, a setting), or the default
 * when it is unset, empty, longer than 3 characters or holds a control character — a title is one
 * line, and a wrong setting should not break every page's title.
 * @param warn told why a setting given was not used
 * @example titleSeparator('·') // '·'
 * @example titleSeparator('') // '|'
 */
export function titleSeparator(raw: string | undefined, warn?: (message: string) => void): string {
  const value = raw?.trim() ?? '';
  if (value === '') return PAGE_TITLE_SEPARATOR;
  if ([...value].length > MAX_SEPARATOR_LENGTH || hasControlCharacters(value, 'single-line')) {
    warn?.(`TITLE_SEPARATOR must be 1 to ${MAX_SEPARATOR_LENGTH} characters on one line; '${PAGE_TITLE_SEPARATOR}' is used.`);
    return PAGE_TITLE_SEPARATOR;
  }
  return value;
}

/**
 * A page's title from its parts, most specific first, joined by the site's separator with a space
 * on each side; empty parts are left out.
 * @example pageTitle(['Massage', 'Anna de Vries']) // 'Massage | Anna de Vries'
 * @example pageTitle(['Massage', 'Anna de Vries'], '·') // 'Massage · Anna de Vries'
 */
export function pageTitle(parts: ReadonlyArray<string | null | undefined>, separator: string = PAGE_TITLE_SEPARATOR): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(` ${separator} `);
}
