import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkNavigationTarget } from './navigation-target';

const origin = 'https://book.example.com';

describe('checkNavigationTarget', () => {
  it('lets the page go anywhere on its own origin, relative or absolute', () => {
    for (const target of [
      '/widget/booking/abc',
      'widget/appointment',
      '?month=2026-03',
      '#main',
      'https://book.example.com/de/widget',
    ]) {
      const check = checkNavigationTarget(target, { origin });
      expect(check.ok, target).toBe(true);
    }
    expect(checkNavigationTarget('/widget/booking/abc?token=x', { origin })).toMatchObject({
      ok: true,
      url: new URL('https://book.example.com/widget/booking/abc?token=x'),
    });
  });

  it('refuses an external address unless it is allowed, protocol-relative ones included', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/path',
      'http://book.example.com/',
      'https://book.example.com.evil.example/',
    ]) {
      expect(checkNavigationTarget(target, { origin }), target).toEqual({ ok: false, reason: 'external' });
    }
    expect(checkNavigationTarget('https://pay.example/checkout', { origin, allowedOrigins: ['https://pay.example'] }).ok).toBe(
      true,
    );
    expect(checkNavigationTarget('https://elsewhere.example/', { origin, allowExternal: true }).ok).toBe(true);
  });

  it('refuses javascript:, data: and vbscript: in any case, encoding or split', () => {
    const targets = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
      '&#x6A;avascript&colon;alert(1)',
      'javascript&#58alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'VBScript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://book.example.com/1234',
    ];
    for (const target of targets) {
      expect(checkNavigationTarget(target, { origin, allowExternal: true }), JSON.stringify(target)).toEqual({
        ok: false,
        reason: 'disallowed-protocol',
      });
    }
  });

  it('reads a percent-encoded scheme as a path on the page’s own origin, as the browser does', () => {
    const check = checkNavigationTarget('javascript%3Aalert(1)', { origin });
    expect(check).toMatchObject({ ok: true });
    expect(check.ok && check.url.origin).toBe(origin);
  });

  it('allows mail and phone links', () => {
    expect(checkNavigationTarget('mailto:studio@example.com', { origin }).ok).toBe(true);
    expect(checkNavigationTarget('tel:+31201234567', { origin }).ok).toBe(true);
  });

  it('never lets a script or data scheme through, whatever surrounds it', () => {
    const scheme = fc.constantFrom('javascript', 'data', 'vbscript');
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u001f');
    fc.assert(
      fc.property(scheme, fc.array(noise, { maxLength: 4 }), fc.boolean(), fc.string(), (name, inserts, upper, rest) => {
        const letters = [...(upper ? name.toUpperCase() : name)];
        for (const [index, insert] of inserts.entries()) letters.splice((index * 3) % letters.length, 0, insert);
        const check = checkNavigationTarget(`${letters.join('')}:${rest}`, { origin, allowExternal: true });
        expect(check.ok).toBe(false);
      }),
    );
  });
});
