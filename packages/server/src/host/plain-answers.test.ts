import { describe, expect, it } from 'vitest';
import { plainAnswer, plainLocale, reasonPhrase } from './plain-answers';

describe('plainLocale', () => {
  it('takes the path prefix first, then the cookie, then the browser, then the default', () => {
    expect(plainLocale('/de/widget/booking', 'bk_locale=fr', 'nl')).toBe('de');
    expect(plainLocale('/widget/booking', 'theme=dark; bk_locale=fr', 'nl')).toBe('fr');
    expect(plainLocale('/widget/booking', 'bk_locale=xx', 'nl-NL,nl;q=0.9')).toBe('nl');
    expect(plainLocale('/', undefined, undefined)).toBe('en');
  });
});

describe('plainAnswer', () => {
  it('answers a program in the API JSON error shape, never cached', async () => {
    const answer = await plainAnswer({
      status: 413,
      message: 'The request body is larger than 64 KB.',
      api: true,
      locale: 'de',
      frameAncestors: "'self'",
    });
    expect(answer.status).toBe(413);
    expect(answer.headers).toEqual({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: 413,
      statusMessage: 'Payload Too Large',
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is larger than 64 KB.',
    });
  });

  it('answers a person with the error page in their language, its one style allowed by a fresh nonce', async () => {
    const request = {
      status: 405,
      message: 'unused',
      api: false,
      locale: 'de',
      frameAncestors: "'self' https://shop.example.com",
    } as const;
    const answer = await plainAnswer(request);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-language']).toBe('de-DE');
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    expect(answer.body).toContain('<html lang="de-DE">');
    expect(answer.body).toContain('<h1>405</h1>');
    expect(answer.body).toContain('Methode nicht erlaubt');
    expect(answer.body).not.toContain('unused');
    const csp = answer.headers['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(answer.body).toContain(`<style nonce="${nonce}">`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self' https://shop.example.com");
    expect((await plainAnswer(request)).headers['content-security-policy']).not.toBe(csp);
  });
});

describe('reasonPhrase', () => {
  it('names each status the server answers on its own', () => {
    expect(reasonPhrase(400)).toBe('Bad Request');
    expect(reasonPhrase(431)).toBe('Request Header Fields Too Large');
    expect(reasonPhrase(500)).toBe('Internal Server Error');
  });
});
