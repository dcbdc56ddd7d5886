import { serializeCookie } from '@booking-kit/core';

/**
 * The Set-Cookie header that keeps a preview's token for this browser: HttpOnly, named for the
 * preview, for a day. Its path is `/` because the preview is also read under a locale prefix
 * (`/de/v2/preview/{id}`); only the preview route reads it. The token never stays in an address.
 */
export function previewTokenCookie(id: string, token: string, secure: boolean): string {
  return serializeCookie(`bk_preview_${id}`, token, { maxAgeDays: 1, httpOnly: true, secure });
}
