/** The protocols a widget may navigate to: the web's own, and the ones that open a mail or phone app. */
export const ALLOWED_PROTOCOLS: ReadonlyArray<string> = ['http:', 'https:', 'mailto:', 'tel:'];

/** Why a navigation target was refused. */
export type NavigationRefusal = 'disallowed-protocol' | 'external' | 'invalid';

/** What {@link checkNavigationTarget} answers: the resolved URL, or why it is refused. */
export type NavigationCheck = { ok: true; url: URL } | { ok: false; reason: NavigationRefusal };

/** Options of {@link checkNavigationTarget}. */
export interface NavigationTargetOptions {
  /** The page's own origin, against which relative targets resolve (`https://book.example.com`). */
  origin: string;
  /**
   * Other origins the widget may send the visitor to, given explicitly (a payment provider's
   * page, the business's own site). @default none: only the page's own origin
   */
  allowedOrigins?: ReadonlyArray<string>;
  /** Allow any external web address, as a link the visitor chose to follow. @default false */
  allowExternal?: boolean;
}

/**
 * Control characters and whitespace that browsers strip from a URL before reading its scheme:
 * `java\tscript:` and ` javascript:` run as `javascript:`, so they are removed before the check.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters browsers ignore
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u009f]/g;

/**
 * Checks where a link or redirect would take the visitor, as the spec asks: a disallowed protocol
 * (`javascript:`, `data:`, `vbscript:`, in any case, entity- or percent-encoded, split by
 * whitespace or control characters) is refused, and so is an external URL without explicit
 * permission (`allowedOrigins` or `allowExternal`). Relative targets resolve against `origin`;
 * protocol-relative ones (`//evil.example`) count as external. URL parsing is the WHATWG parser
 * the browser itself uses, so what is checked is what the browser would open.
 * @example checkNavigationTarget('/widget/booking/abc', { origin: 'https://book.example' }) // { ok: true, url }
 * @example checkNavigationTarget('JaVaScRiPt:alert(1)', { origin }) // { ok: false, reason: 'disallowed-protocol' }
 */
export function checkNavigationTarget(target: string, options: NavigationTargetOptions): NavigationCheck {
  const cleaned = decodeEntities(target).replace(IGNORED_BY_BROWSERS, '');
  let url: URL;
  try {
    url = new URL(cleaned, options.origin);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  // The WHATWG parser lower-cases the scheme; a percent-encoded scheme is not a scheme but a path.
  if (!ALLOWED_PROTOCOLS.includes(url.protocol)) return { ok: false, reason: 'disallowed-protocol' };
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { ok: true, url };
  const own = new URL(options.origin).origin;
  const permitted = url.origin === own || options.allowExternal === true || (options.allowedOrigins ?? []).includes(url.origin);
  return permitted ? { ok: true, url } : { ok: false, reason: 'external' };
}

/** Decodes the HTML character references a target may carry when it came from markup (`&#106;avascript:`). */
function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([\da-f]+)|(colon|tab|newline));?/gi, (match, decimal, hex, named) => {
    if (decimal !== undefined) return codePoint(Number(decimal), match);
    if (hex !== undefined) return codePoint(Number.parseInt(hex, 16), match);
    return { colon: ':', tab: '\t', newline: '\n' }[String(named).toLowerCase() as 'colon' | 'tab' | 'newline'];
  });
}

/** The character of a code point, or the reference left as it was when it names none. */
function codePoint(value: number, original: string): string {
  return Number.isInteger(value) && value >= 0 && value <= 0x10ffff ? String.fromCodePoint(value) : original;
}
