/**
 * The headers of a page that is the visitor's own (a booking, their bookings, a cancel page): no
 * cache keeps it and no search engine indexes it.
 */
export const PRIVATE_PAGE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } as const;
