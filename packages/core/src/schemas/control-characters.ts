// No zod here: a title, a log line or a header can be checked without bringing in a schema
// library (the browser's bundle of a page title stays small).

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DEL = 0x7f;

/** Which control characters a text may keep: none (`single-line`), or tab, LF and CR (`multi-line`). */
export type TextLines = 'single-line' | 'multi-line';

/**
 * Whether `text` contains an ASCII control character (C0, U+0000–U+001F, or DEL, U+007F) it may
 * not. People never type them, PostgreSQL refuses NUL in text, and they can forge log lines or
 * break CSV exports. Multi-line text (a reason, additional information) may keep tab, LF and CR.
 * @example hasControlCharacters('Ada\u0000', 'single-line') // true
 * @example hasControlCharacters('Line one\nLine two', 'multi-line') // false
 */
export function hasControlCharacters(text: string, lines: TextLines): boolean {
  // A loop over code units rather than a regular expression: the linter rightly flags control
  // characters in patterns, and this is as fast.
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0x20 && code !== DEL) continue;
    if (lines === 'multi-line' && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}
