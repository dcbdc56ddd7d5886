import { describe, expect, it } from 'vitest';
import { isApiPath, MAX_TARGET_LENGTH, readRequestTarget } from './request-target';

const origin = 'http://localhost:3000';

describe('readRequestTarget', () => {
  it('reads a path and query against the origin, the path decoded', () => {
    const verdict = readRequestTarget('/widget/caf%C3%A9?step=2', origin);
    expect(verdict.kind).toBe('ok');
    if (verdict.kind !== 'ok') return;
    expect(verdict.pathname).toBe('/widget/café');
    expect(verdict.url.href).toBe('http://localhost:3000/widget/caf%C3%A9?step=2');
  });

  it('refuses what is not a path: the absolute and asterisk forms, nothing at all', () => {
    for (const raw of ['http://example.com/', '*', '', undefined, 'widget']) {
      expect(readRequestTarget(raw, origin).kind, String(raw)).toBe('bad');
    }
  });

  it('refuses bad percent-encodings and control characters, raw or encoded', () => {
    for (const raw of ['/%ZZ', '/%', '/%C0%AF', '/a%00b', '/a%0d%0aSet-Cookie:x', '/a\tb', '/a\u007fb']) {
      expect(readRequestTarget(raw, origin), raw).toMatchObject({ kind: 'bad' });
    }
  });

  it('refuses a target over the length limit', () => {
    expect(readRequestTarget(`/${'a'.repeat(MAX_TARGET_LENGTH)}`, origin)).toEqual({
      kind: 'bad',
      reason: 'The address is too long.',
    });
  });

  it('redirects repeated slashes to the collapsed path on this site, query kept, fragment dropped', () => {
    expect(readRequestTarget('//evil.example.com/x', origin)).toEqual({ kind: 'redirect', location: '/evil.example.com/x' });
    expect(readRequestTarget('/widget//booking?a=b#top', origin)).toEqual({ kind: 'redirect', location: '/widget/booking?a=b' });
  });

  it('keeps dot segments on this origin', () => {
    const verdict = readRequestTarget('/a/../b', origin);
    expect(verdict.kind === 'ok' && verdict.url.pathname).toBe('/b');
  });
});

describe('isApiPath', () => {
  it('is the API under /api, however many slashes lead to it', () => {
    for (const raw of ['/api/v1/health', '/api', '/api?x=1', '//api/v1']) expect(isApiPath(raw), raw).toBe(true);
    for (const raw of ['/apis', '/widget/api', undefined]) expect(isApiPath(raw), String(raw)).toBe(false);
  });
});
