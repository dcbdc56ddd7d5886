import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookiesSecure } from './cookies';

afterEach(() => vi.unstubAllEnvs());

describe('cookiesSecure', () => {
  it('marks cookies Secure for a request over HTTPS, not over plain HTTP', () => {
    vi.stubEnv('COOKIE_SECURE', '');
    expect(cookiesSecure(new Request('https://harbor.example/widget/booking/AbC'))).toBe(true);
    expect(cookiesSecure(new URL('http://localhost:3000/widget/booking/AbC'))).toBe(false);
    expect(cookiesSecure('http://localhost:3000/')).toBe(false);
  });

  it('marks them Secure always when COOKIE_SECURE is 1 or true', () => {
    for (const value of ['1', 'true']) {
      vi.stubEnv('COOKIE_SECURE', value);
      expect(cookiesSecure('http://localhost:3000/')).toBe(true);
    }
    vi.stubEnv('COOKIE_SECURE', 'yes');
    expect(cookiesSecure('http://localhost:3000/')).toBe(false);
  });
});
