/**
 * ISO 4217 minor-unit exponents that are not 2. `priceMinor` is defined by ISO 4217 (what payment
 * providers charge in), which `Intl` does not report: ICU shows HUF, IDR or PKR without decimals,
 * yet their minor unit is still 1/100.
 */
const ISO_DIGITS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    ['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'].map(
      (code) => [code, 0],
    ),
  ),
  ...Object.fromEntries(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].map((code) => [code, 3])),
  CLF: 4,
  UYW: 4,
};

/** One formatter per locale, currency and decimals: a picker of 30 services formats 30 prices per render. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, digits?: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits ?? ''}`;
  let cached = formatters.get(key);
  if (!cached) {
    const fixed = digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
    cached = new Intl.NumberFormat(locale, { style: 'currency', currency, ...fixed });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * The number of digits of a currency's minor unit by ISO 4217: 2 for EUR (cents), 0 for JPY,
 * 3 for KWD, 2 for HUF (fillér).
 * @throws {RangeError} for a currency code that is not three capital letters.
 * @example currencyDigits('EUR') // 2
 * @example currencyDigits('JPY') // 0
 */
export function currencyDigits(currency: string): number {
  if (!/^[A-Z]{3}$/.test(currency)) throw new RangeError(`formatPrice: "${currency}" is not an ISO 4217 currency code`);
  return ISO_DIGITS[currency] ?? 2;
}

/**
 * Formats an amount in the currency's minor unit (`priceMinor`, cents for EUR) as money in a
 * locale. Decimals follow the locale's custom for the currency (none for HUF) unless the amount
 * has a fraction there, which is then shown to the minor unit rather than rounded away. Zero
 * formats as zero: showing 'Free' is the caller's choice of words.
 * @param minor An integer amount in the minor unit, e.g. 4500 for €45.00.
 * @param currency An ISO 4217 code, e.g. `EUR`.
 * @param locale A BCP 47 tag, e.g. `de-DE`.
 * @throws {RangeError} for an amount that is not a safe integer or a malformed currency code.
 * @example formatPrice(4500, 'EUR', 'de-DE') // '45,00 €'
 * @example formatPrice(4500, 'EUR', 'en-US') // '€45.00'
 * @example formatPrice(4500, 'JPY', 'en-US') // '¥4,500'
 */
export function formatPrice(minor: number, currency: string, locale: string): string {
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`formatPrice: the amount must be an integer in minor units, got ${minor}`);
  const digits = currencyDigits(currency);
  const usual = formatter(locale, currency);
  const shown = usual.resolvedOptions().maximumFractionDigits ?? digits;
  const amount = minor / 10 ** digits;
  if (shown >= digits || minor % 10 ** (digits - shown) === 0) return usual.format(amount);
  return formatter(locale, currency, digits).format(amount);
}
