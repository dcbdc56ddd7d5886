/** The query parameter that carries a widget's metadata to its frame, as JSON. */
export const METADATA_PARAM = 'bk-metadata';

/** The UTM parameters of a host page's address that a widget stores with the booking. */
export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/*
 * The rules of core's `bookingMetadataSchema` (which the API checks), applied here entry by entry:
 * a host's entry the API would refuse is left out rather than failing the visitor's booking.
 */
const MAX_ENTRIES = 20;
const MAX_VALUE_LENGTH = 500;
const KEY = /^[A-Za-z0-9_.-]{1,40}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it leaves out
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The entries of `value` that a booking can store: string values under plain keys, the first 20.
 * @example bookingMetadataEntries({ utm_source: 'ads', 'bad key': 'x', n: 1 }) // { utm_source: 'ads' }
 */
export function bookingMetadataEntries(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] =>
      KEY.test(entry[0]) && typeof entry[1] === 'string' && entry[1].length <= MAX_VALUE_LENGTH && !CONTROL.test(entry[1]),
  );
  return Object.fromEntries(entries.slice(0, MAX_ENTRIES));
}

/**
 * What a widget stores with its bookings: the host page's UTM parameters (from `pageUrl`), and the
 * element's `metadata` attribute (a JSON object of strings) over them.
 * @throws {TypeError} when `attribute` is not a JSON object, saying so to the host's developer
 * @example widgetMetadata('{"crm_id":"C-1042"}', new URL('https://shop.example.com/?utm_source=ads')) // { utm_source: 'ads', crm_id: 'C-1042' }
 */
export function widgetMetadata(attribute: string | null, pageUrl: URL): Record<string, string> {
  const utm = Object.fromEntries(
    UTM_PARAMETERS.flatMap((name) => {
      const value = pageUrl.searchParams.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  let own: unknown = {};
  if (attribute) {
    try {
      own = JSON.parse(attribute);
    } catch {
      throw new TypeError('<booking-kit-widget>: `metadata` must be a JSON object of strings, e.g. {"crm_id":"C-1042"}.');
    }
  }
  return bookingMetadataEntries({ ...utm, ...(own as object) });
}

/**
 * The metadata a widget's frame was given in its address, ready for `<Booker metadata>`.
 * @example frameMetadata(new URL(location.href).searchParams) // { utm_source: 'ads' }
 */
export function frameMetadata(query: URLSearchParams): Record<string, string> | undefined {
  const raw = query.get(METADATA_PARAM);
  if (!raw) return undefined;
  try {
    const entries = bookingMetadataEntries(JSON.parse(raw));
    return Object.keys(entries).length > 0 ? entries : undefined;
  } catch {
    return undefined;
  }
}
