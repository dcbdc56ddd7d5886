import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyDigits, formatPrice } from './format-price';

// Intl separates the amount and the symbol with a no-break space in many locales.
const nbsp = '\u00a0';

describe('formatPrice', () => {
  it('formats minor units with the currency’s decimals in the locale', () => {
    expect(formatPrice(4500, 'EUR', 'de-DE')).toBe(`45,00${nbsp}€`);
    expect(formatPrice(4500, 'EUR', 'en-US')).toBe('€45.00');
    expect(formatPrice(123456, 'EUR', 'nl-NL')).toBe(`€${nbsp}1.234,56`);
    expect(formatPrice(4500, 'JPY', 'en-US')).toBe('¥4,500');
    expect(formatPrice(1500, 'KWD', 'en-US')).toBe(`KWD${nbsp}1.500`);
    expect(formatPrice(0, 'EUR', 'en-US')).toBe('€0.00');
  });

  it('rejects amounts that are not whole minor units and malformed currencies', () => {
    expect(() => formatPrice(45.5, 'EUR', 'en-US')).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN, 'EUR', 'en-US')).toThrow(/integer in minor units/);
    expect(() => formatPrice(100, 'eur', 'en-US')).toThrow(/ISO 4217/);
  });

  it('knows each currency’s minor-unit digits', () => {
    expect([currencyDigits('EUR'), currencyDigits('JPY'), currencyDigits('KWD'), currencyDigits('HUF')]).toEqual([2, 0, 3, 2]);
    expect(() => currencyDigits('EURO')).toThrow(RangeError);
  });

  it('reads HUF in fillér but shows whole forints the Hungarian way', () => {
    // ICU shows HUF without decimals; the minor unit is still 1/100 (ISO 4217).
    expect(formatPrice(450_000, 'HUF', 'hu-HU')).toBe(`4500${nbsp}Ft`);
    expect(formatPrice(450_050, 'HUF', 'hu-HU')).toBe(`4500,50${nbsp}Ft`);
  });

  it('shows every cent of any amount exactly (no floating-point drift)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (minor) => {
        const formatted = formatPrice(minor, 'EUR', 'en-US').replace(/[€,]/g, '');
        expect(formatted).toBe(`${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`);
      }),
    );
  });
});
