// zod/mini: the details form and the guest list run these checks in the visitor's browser too
// (see contact-fields.ts), so client and server refuse the same text.
import * as z from 'zod/mini';
import { validationMessages } from './messages';

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

/**
 * A check for a text schema (`.check(noControlCharacters('multi-line'))`, in zod and in zod/mini):
 * 'validation.controlCharacters' when the text contains a control character it may not.
 * @example z.string().check(noControlCharacters('single-line')).safeParse('a\u0007').error?.issues[0]?.message
 * // 'validation.controlCharacters'
 */
export function noControlCharacters(lines: TextLines) {
  return z.refine<string>((text) => !hasControlCharacters(text, lines), { error: validationMessages.controlCharacters });
}
