// zod/mini: the details form and the guest list run these checks in the visitor's browser too
// (see contact-fields.ts), so client and server refuse the same text.
import * as z from 'zod/mini';
import { hasControlCharacters, type TextLines } from './control-characters';
import { validationMessages } from './messages';

export { hasControlCharacters, type TextLines };

/**
 * A check for a text schema (`.check(noControlCharacters('multi-line'))`, in zod and in zod/mini):
 * 'validation.controlCharacters' when the text contains a control character it may not.
 * @example z.string().check(noControlCharacters('single-line')).safeParse('a\u0007').error?.issues[0]?.message
 * // 'validation.controlCharacters'
 */
export function noControlCharacters(lines: TextLines) {
  return z.refine<string>((text) => !hasControlCharacters(text, lines), { error: validationMessages.controlCharacters });
}
