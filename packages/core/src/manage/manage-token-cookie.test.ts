import { describe, expect, it } from 'vitest';
import { heldBookingIds, manageTokenCookie, readManageTokenCookie } from './manage-token-cookie';

describe('manage-token cookies', () => {
  it('keeps a booking’s token HttpOnly for 30 days, Secure over HTTPS, and reads it back', () => {
    const cookie = manageTokenCookie('b1', 'tok/en', { secure: true });
    expect(cookie).toBe('bk_booking_b1=tok%2Fen; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure');
    expect(manageTokenCookie('b1', 't')).not.toContain('Secure');
    expect(readManageTokenCookie(`theme=dark; ${cookie.split(';')[0]}`, 'b1')).toBe('tok/en');
    expect(readManageTokenCookie('bk_booking_b2=t', 'b1')).toBeUndefined();
  });

  it('partitions the cookie for a request from a page in another site’s frame, and only then', () => {
    // Chromium's request from a page framed by another site (a widget on a shop's page).
    const framed = new Request('http://127.0.0.1:3000/widget/booking/b1', { headers: { 'sec-fetch-storage-access': 'none' } });
    expect(manageTokenCookie('b1', 't', { request: framed })).toBe(
      'bk_booking_b1=t; Path=/; Max-Age=2592000; HttpOnly; SameSite=None; Secure; Partitioned',
    );
    // The app's own page: SameSite=Lax, so another site's form posting to it arrives without the token.
    const own = new Request('https://booking.example.com/widget/booking/b1', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(manageTokenCookie('b1', 't', { secure: true, request: own })).toBe(
      'bk_booking_b1=t; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure',
    );
  });

  it('lists the bookings a browser holds, once each, the newest `max` last', () => {
    const header = 'bk_booking_b1=t1; theme=dark; bk_booking_b2=t2; bk_booking_b1=t3; bk_booking_b3=t4';
    expect(heldBookingIds(header, 10)).toEqual(['b1', 'b2', 'b3']);
    expect(heldBookingIds(header, 2)).toEqual(['b2', 'b3']);
    expect(heldBookingIds(null, 10)).toEqual([]);
  });
});
