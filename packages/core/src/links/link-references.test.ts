import { describe, expect, it } from 'vitest';
import { parseBookingReference, parseOneTimeLinkReference } from './link-references';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';

describe('parseBookingReference', () => {
  it('takes a reference as typed, spaces around it ignored', () => {
    expect(parseBookingReference(`  ${ID} `)).toEqual({ id: ID });
  });

  it('takes the confirmation address, with or without the origin and a locale prefix', () => {
    expect(parseBookingReference(`https://book.example.com/widget/booking/${ID}`)).toEqual({ id: ID });
    expect(parseBookingReference(`/de/widget/booking/${ID}?outcome=rescheduled`)).toEqual({ id: ID });
  });

  it('keeps the manage token of a pasted manage link', () => {
    expect(parseBookingReference(`https://book.example.com/fr/widget/booking/${ID}?token=secret_123`)).toEqual({
      id: ID,
      token: 'secret_123',
    });
  });

  it('names no booking for anything else', () => {
    for (const input of [
      '',
      'abc',
      'a b c d e f g h i j k l m n o p',
      `https://x.example/widget/otl/${ID}`,
      '/widget/booking/',
      'javascript:alert(1)//widget/booking/x',
      `/widget/booking/${ID},${ID}`,
    ]) {
      expect(parseBookingReference(input)).toBeUndefined();
    }
  });
});

describe('parseOneTimeLinkReference', () => {
  it('takes a code as typed, in any case', () => {
    expect(parseOneTimeLinkReference(' OTL-Welcome ')).toBe('otl-welcome');
  });

  it('takes the link, with or without the origin and a locale prefix', () => {
    expect(parseOneTimeLinkReference('https://book.example.com/widget/otl/otl-welcome')).toBe('otl-welcome');
    expect(parseOneTimeLinkReference('/nl/widget/otl/otl-welcome?x=1')).toBe('otl-welcome');
  });

  it('names no link for anything else', () => {
    for (const input of ['', '  ', 'otl welcome', '-otl', 'otl--x', '/widget/booking/otl-welcome', 'a'.repeat(81), '%']) {
      expect(parseOneTimeLinkReference(input)).toBeUndefined();
    }
  });
});
