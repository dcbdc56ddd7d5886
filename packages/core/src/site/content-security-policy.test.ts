import { describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy } from './content-security-policy';

describe('pageContentSecurityPolicy', () => {
  it('allows scripts from this origin and with this response’s nonce only, and embedding where the host allows', () => {
    const policy = pageContentSecurityPolicy('n0nce', "'self' https://shop.example.com");
    expect(policy.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'nonce-n0nce'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'self' https://shop.example.com",
    ]);
  });

  it('never allows eval', () => {
    expect(pageContentSecurityPolicy('n0nce', "'self'")).not.toContain('unsafe-eval');
  });
});
