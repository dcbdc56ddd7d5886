import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** What the locale is chosen from on a visitor's first request, in the spec's order. */
export interface LocaleSources {
  /** The stored locale cookie's value. */
  cookie?: string | null;
  /** The browser's languages, most preferred first (`navigator.languages`, or a parsed Accept-Language). */
  browserLanguages?: ReadonlyArray<string>;
  /** A configured fallback. */
  fallback?: string | null;
}

/** Maps a language tag to a supported locale: exact (`pt-BR` → `pt-br`), else by language (`de-AT` → `de`). */
export function matchLocale(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase().replace('_', '-');
  if (isLocale(lower)) return lower;
  const language = lower.split('-')[0];
  if (language === 'pt') return lower.startsWith('pt-br') ? 'pt-br' : 'pt';
  return isLocale(language) ? language : undefined;
}

/**
 * Parses an Accept-Language header into tags, highest quality first.
 * @example parseAcceptLanguage('de-AT,de;q=0.9,en;q=0.5') // ['de-AT', 'de', 'en']
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: quality ? Number(quality) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The locale for a first visit: the stored cookie, then the browser's languages, then the
 * fallback, then the default locale.
 * @example negotiateLocale({ cookie: null, browserLanguages: ['nl-BE', 'en'] }) // 'nl'
 */
export function negotiateLocale(sources: LocaleSources): Locale {
  if (sources.cookie && isLocale(sources.cookie)) return sources.cookie;
  for (const tag of sources.browserLanguages ?? []) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  if (sources.fallback) {
    const match = matchLocale(sources.fallback);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
