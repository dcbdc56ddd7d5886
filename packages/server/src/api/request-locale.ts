import { isLocale, type Locale, matchLocale, parseAcceptLanguage } from '@booking-kit/core';
import { ApiProblem } from './api-problem';

/**
 * The locale a request asks the business's content (service names and descriptions, group, menu
 * and page titles) in: `?locale=` when given (one of the supported codes, any case), else the
 * first language of `Accept-Language` (by quality) that matches a supported locale (`de-AT` → `de`,
 * `pt-BR` → `pt-br`); undefined when it asks for none, and the answer is in the default text (or,
 * for a booking, in the booking's own locale).
 * @throws {ApiProblem} 400 VALIDATION_FAILED (`fields.locale`) for a `?locale=` that is no supported locale
 * @example requestLocale(new URL('http://x/api/v1/services/intro-call?locale=de'), request) // 'de'
 */
export function requestLocale(url: URL, request: Request): Locale | undefined {
  if (url.searchParams.has('locale')) {
    const asked = (url.searchParams.get('locale') ?? '').trim().toLowerCase();
    if (!isLocale(asked)) {
      throw new ApiProblem('VALIDATION_FAILED', 'The locale is not one of the supported locales.', {
        fields: { locale: 'validation.invalid' },
      });
    }
    return asked;
  }
  for (const tag of parseAcceptLanguage(request.headers.get('accept-language'))) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return undefined;
}

/** Headers of an answer whose texts follow the request's locale: caches must keep one per `Accept-Language`. */
export const LOCALIZED_HEADERS: Readonly<Record<string, string>> = { vary: 'Accept-Language' };
