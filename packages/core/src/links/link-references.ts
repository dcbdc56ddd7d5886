/**
 * A booking id as the API issues them (128 random bits, base64url: 22 characters), with room for
 * other installations' longer ids. Anything else is no booking's id.
 */
export const BOOKING_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A one-time link's slug: lower-case words joined by single hyphens, at most 80 characters. */
const ONE_TIME_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A booking as a visitor names it: its reference, and the manage token when they pasted their manage link. */
export interface BookingReference {
  id: string;
  token?: string;
}

/** The path of a pasted address (full URL or path), or undefined when the text is not one. */
function pastedPath(text: string): URL | undefined {
  if (!text.includes('/')) return undefined;
  try {
    // A path alone resolves against a placeholder origin; only the path and query are read.
    return new URL(text, 'https://booking.invalid');
  } catch {
    return undefined;
  }
}

/** The segment after `/widget/{kind}/` in a path with an optional locale prefix, decoded. */
function segmentAfter(url: URL, kind: string): string | undefined {
  const parts = url.pathname.split('/').filter(Boolean);
  const at = parts.indexOf('widget');
  if (at < 0 || parts[at + 1] !== kind) return undefined;
  const segment = parts[at + 2];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The booking a visitor typed or pasted where a page asks for it: its reference (the id on the
 * confirmation), or the confirmation's or manage link's address (`…/widget/booking/{id}`, with
 * `?token=` for a manage link). Spaces around it are ignored. Undefined when it names no booking.
 * @example parseBookingReference('https://example.com/de/widget/booking/abcdefghijklmnopqrstuv?token=t') // { id: 'abcdefghijklmnopqrstuv', token: 't' }
 */
export function parseBookingReference(input: string): BookingReference | undefined {
  const text = input.trim();
  if (BOOKING_ID_PATTERN.test(text)) return { id: text };
  const url = pastedPath(text);
  if (!url) return undefined;
  const id = segmentAfter(url, 'booking');
  if (id === undefined || !BOOKING_ID_PATTERN.test(id)) return undefined;
  const token = url.searchParams.get('token');
  return token ? { id, token } : { id };
}

/**
 * The one-time link a visitor typed or pasted on `/widget/otl`: its code (the slug) or the link's
 * address (`…/widget/otl/{slug}`). Letters are read as lower case, as slugs are. Undefined when it
 * names no link.
 * @example parseOneTimeLinkReference('https://example.com/widget/otl/otl-welcome') // 'otl-welcome'
 */
export function parseOneTimeLinkReference(input: string): string | undefined {
  const text = input.trim();
  const url = pastedPath(text);
  const slug = (url ? segmentAfter(url, 'otl') : text)?.toLowerCase();
  return slug !== undefined && slug.length <= 80 && ONE_TIME_SLUG_PATTERN.test(slug) ? slug : undefined;
}
