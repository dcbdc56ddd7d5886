import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies';

describe('readCookie', () => {
  it('finds one cookie among others and decodes its value', () => {
    expect(readCookie('theme=dark; bk_tz=America%2FNew_York; bk_locale=de', 'bk_tz')).toBe('America/New_York');
    expect(readCookie('a=b=c', 'a')).toBe('b=c');
  });

  it('has nothing for a missing header, a missing cookie or a value that does not decode', () => {
    expect(readCookie(null, 'bk_tz')).toBeUndefined();
    expect(readCookie('', 'bk_tz')).toBeUndefined();
    expect(readCookie('bk_tzx=1; xbk_tz=2', 'bk_tz')).toBeUndefined();
    expect(readCookie('bk_tz=%E0%A4%A', 'bk_tz')).toBeUndefined();
  });
});

describe('serializeCookie', () => {
  it('writes a site-wide Lax cookie for a year, its value encoded', () => {
    expect(serializeCookie('bk_tz', 'America/New_York')).toBe('bk_tz=America%2FNew_York; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('makes a secret HttpOnly and a cookie of an HTTPS page Secure, for the days asked', () => {
    expect(serializeCookie('bk_booking_b1', 't', { maxAgeDays: 30, httpOnly: true, secure: true })).toBe(
      'bk_booking_b1=t; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure',
    );
  });

  it('is read back as it was written', () => {
    const value = 'a; b=c ü';
    const [pair] = serializeCookie('x', value).split('; Path');
    expect(readCookie(`other=1; ${pair}`, 'x')).toBe(value);
  });
});
