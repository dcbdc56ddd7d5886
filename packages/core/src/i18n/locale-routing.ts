import { DEFAULT_LOCALE, isLocale, LOCALE_TAGS, type Locale, SUPPORTED_LOCALES } from './locales';
import { matchLocale, negotiateLocale } from './negotiate-locale';

/**
 * How a locale shows in a page's path, as the spec names the strategies:
 * - `prefix`: every path carries its locale (`/en/widget/...`, `/de/widget/...`);
 * - `prefix_except_default`: every locale but the default one (`/widget/...`, `/de/widget/...`);
 * - `no_prefix`: no path carries one; the locale lives in the cookie and the browser's languages.
 */
export const LOCALE_STRATEGIES = ['prefix', 'prefix_except_default', 'no_prefix'] as const;

/** One of {@link LOCALE_STRATEGIES}. */
export type LocaleStrategy = (typeof LOCALE_STRATEGIES)[number];

/** The strategy when none is configured. */
export const DEFAULT_LOCALE_STRATEGY: LocaleStrategy = 'prefix_except_default';

/** The query parameter that asks for a locale explicitly (`?lang=de`): a host page's link or a language switcher. */
export const LOCALE_QUERY_PARAM = 'lang';

/** How an app routes locales: its strategy, the default locale and an optional fallback. */
export interface LocaleRouting {
  strategy: LocaleStrategy;
  /** The locale without a prefix under `prefix_except_default`, and the last resort. @default 'en' */
  defaultLocale: Locale;
  /** Chosen when neither the cookie nor the browser names a supported locale. */
  fallback?: Locale;
  /** A page that `/` (and `/{locale}`) redirects to, in the visitor's locale; a site path such as `/widget/appointment/harbor-studio`. */
  rootRedirect?: string;
}

/** The routing when nothing is configured: the spec's defaults. */
export const DEFAULT_LOCALE_ROUTING: LocaleRouting = { strategy: DEFAULT_LOCALE_STRATEGY, defaultLocale: DEFAULT_LOCALE };

/** Whether a value is one of {@link LOCALE_STRATEGIES}. */
export function isLocaleStrategy(value: unknown): value is LocaleStrategy {
  return typeof value === 'string' && (LOCALE_STRATEGIES as readonly string[]).includes(value);
}

/** The locale a path's first segment names, if any. @example pathLocale('/de/widget/x') // 'de' */
export function pathLocale(path: string): Locale | undefined {
  const first = path.split('/')[1];
  return first && isLocale(first) ? first : undefined;
}

/** A path without its locale prefix. @example stripLocalePrefix('/de/widget/x') // '/widget/x' */
export function stripLocalePrefix(path: string): string {
  const [, first, ...rest] = path.split('/');
  if (first && isLocale(first)) return `/${rest.join('/')}`;
  return path;
}

/**
 * The path of `path` (with or without a prefix) in `locale`, by the routing's strategy.
 * @example localizePath('/widget/x', 'de', DEFAULT_LOCALE_ROUTING) // '/de/widget/x'
 * @example localizePath('/de/widget/x', 'en', DEFAULT_LOCALE_ROUTING) // '/widget/x'
 * @example localizePath('/widget/x', 'en', { strategy: 'prefix', defaultLocale: 'en' }) // '/en/widget/x'
 */
export function localizePath(path: string, locale: Locale, routing: LocaleRouting): string {
  const bare = stripLocalePrefix(path) || '/';
  const prefixed =
    routing.strategy === 'prefix' || (routing.strategy === 'prefix_except_default' && locale !== routing.defaultLocale);
  if (!prefixed) return bare;
  return `/${locale}${bare === '/' ? '' : bare}`;
}

/**
 * `path` asking for `locale` explicitly (`?lang=`), its other query kept. With `no_prefix`, a page
 * opened this way passes the parameter on in its own links: where the cookie is not stored (a
 * widget embedded on another site), the address is the only place its language can travel.
 * @example withLocaleQuery('/widget/x?month=2026-03', 'de') // '/widget/x?month=2026-03&lang=de'
 */
export function withLocaleQuery(path: string, locale: Locale): string {
  const [pathname = '/', query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(LOCALE_QUERY_PARAM, locale);
  return `${pathname}?${params}`;
}

/**
 * A link from the page at `search` to `path` in `locale`: {@link localizePath}, and with
 * `no_prefix`, the page's own `?lang=` passed on ({@link withLocaleQuery}), so an embedded widget
 * keeps the language its host asked for from page to page.
 * @example localizeLink('/widget/y', 'de', { strategy: 'no_prefix', defaultLocale: 'en' }, '?lang=de') // '/widget/y?lang=de'
 */
export function localizeLink(path: string, locale: Locale, routing: LocaleRouting, search: string): string {
  const localized = localizePath(path, locale, routing);
  const carries = routing.strategy === 'no_prefix' && new URLSearchParams(search).has(LOCALE_QUERY_PARAM);
  return carries ? withLocaleQuery(localized, locale) : localized;
}

/**
 * Where a language switcher's link for `locale` points from the page at `path` (with its
 * `search`): the page's path in that locale, or, with `no_prefix`, the same path asking for the
 * locale with `?lang=`. Either way the server remembers the choice and answers the page in it.
 * @example switchLocaleHref('/de/widget/x', '?month=2026-03', 'fr', DEFAULT_LOCALE_ROUTING) // '/fr/widget/x?month=2026-03'
 */
export function switchLocaleHref(path: string, search: string, locale: Locale, routing: LocaleRouting): string {
  const params = new URLSearchParams(search);
  params.delete(LOCALE_QUERY_PARAM);
  // The default locale's own path has no prefix under prefix_except_default; asking for it by
  // its prefix (`/en/...`) is what tells the server the visitor chose it, so the link says so.
  if (routing.strategy === 'no_prefix') params.set(LOCALE_QUERY_PARAM, locale);
  const target =
    routing.strategy === 'no_prefix'
      ? stripLocalePrefix(path) || '/'
      : `/${locale}${stripLocalePrefix(path) === '/' ? '' : stripLocalePrefix(path)}`;
  const query = params.toString();
  return query ? `${target}?${query}` : target;
}

/** What a request asks of the locale: what the router knows of it. */
export interface LocaleRequest {
  /** The path, with its prefix if any. */
  path: string;
  /** The query string (`?lang=de` asks for a locale explicitly). */
  search: string;
  /** Whether the request may be redirected (a GET or HEAD; a form post keeps its answer). */
  navigable: boolean;
  /** The stored locale cookie's value. */
  cookie?: string | null;
  /** The browser's languages, most preferred first. */
  browserLanguages?: ReadonlyArray<string>;
  /** The locale the page must be in whatever the visitor asks (a service that locks its language). */
  locked?: Locale;
}

/** What the router decides: the page's locale, a redirect, and a choice to remember in the cookie. */
export interface LocaleDecision {
  locale: Locale;
  /** Where the visitor must go instead (path and query), when the address does not match the locale. */
  redirectTo?: string;
  /** A locale the visitor chose or was detected in, to store in the cookie. */
  remember?: Locale;
}

/** `search` without the explicit locale parameter, as a `?query` or ''. */
function searchWithoutLocale(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LOCALE_QUERY_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The locale of a request, by the spec's rules:
 * - an explicit request (`?lang=`, or a prefix naming a locale) wins and is remembered;
 * - otherwise, on first access: the stored cookie, the browser's languages, the fallback, the default;
 * - the visitor is redirected to the path of the locale (with `no_prefix`, a prefixed or `?lang=`
 *   address goes to the bare path), so every address has one locale;
 * - a locked page is in its locale whatever was asked, and nothing is remembered from it.
 * Only supported codes are ever accepted: `?lang=xx` and a cookie `xx` are ignored.
 */
export function routeLocale(request: LocaleRequest, routing: LocaleRouting): LocaleDecision {
  const { strategy, defaultLocale } = routing;
  const asked = new URLSearchParams(request.search).get(LOCALE_QUERY_PARAM);
  const explicit = asked ? matchLocale(asked) : undefined;
  const prefix = pathLocale(request.path);
  const bare = stripLocalePrefix(request.path) || '/';
  // An unsupported `?lang=` is ignored, not answered: the address keeps it as it came.
  const query = explicit ? searchWithoutLocale(request.search) : request.search;
  const redirect = (locale: Locale) => {
    const target = localizePath(bare, locale, routing) + query;
    return request.navigable && target !== request.path + request.search ? target : undefined;
  };

  if (request.locked) {
    const target = redirect(request.locked);
    return { locale: request.locked, ...(target && { redirectTo: target }) };
  }

  const cookie = isLocale(request.cookie) ? request.cookie : undefined;
  const chosen =
    explicit ??
    // With no_prefix a prefix is only a way to ask (a link from elsewhere); with the default
    // locale's prefix under prefix_except_default it is the visitor choosing the default.
    prefix;
  if (chosen) {
    // With no_prefix, `?lang=` stays in the address: it is the only place a locale can show, and
    // it keeps working where the cookie is not stored (a page embedded on another site).
    const keepsQuery = strategy === 'no_prefix' && explicit !== undefined;
    const target = keepsQuery ? (prefix && request.navigable ? bare + request.search : undefined) : redirect(chosen);
    return {
      locale: chosen,
      ...(target && { redirectTo: target }),
      ...(chosen !== cookie && { remember: chosen }),
    };
  }

  const negotiated = negotiateLocale({
    cookie,
    browserLanguages: request.browserLanguages,
    fallback: routing.fallback ?? defaultLocale,
  });
  const target = redirect(negotiated);
  if (strategy === 'no_prefix') return { locale: negotiated };
  // A first visit redirected to its locale's path remembers it; a bare default-locale path needs nothing.
  if (target) return { locale: negotiated, redirectTo: target, remember: negotiated };
  return { locale: negotiated };
}

/** One locale as a site declares it for search engines: its code and ISO (BCP 47) tag. */
export interface LocaleDefinition {
  code: Locale;
  /** The ISO language (and region) code for `hreflang`, e.g. `pt-BR`. Without it the locale gets no alternate link. */
  iso?: string;
}

/** The supported locales with their ISO codes. */
export const LOCALE_DEFINITIONS: ReadonlyArray<LocaleDefinition> = SUPPORTED_LOCALES.map((code) => ({
  code,
  iso: LOCALE_TAGS[code],
}));

const warnedWithoutIso = new Set<string>();

/**
 * A page's alternate addresses for search engines (`hreflang`), one per locale with an ISO code,
 * plus `x-default` (the default locale's address); none with `no_prefix`. A locale without an ISO code cannot be named
 * to a search engine: it is left out, with a warning (once per locale), as the spec's error
 * catalogue asks.
 * @example localeAlternates('/about', LOCALE_DEFINITIONS, DEFAULT_LOCALE_ROUTING)[0] // { hreflang: 'da-DK', path: '/da/about' }
 */
export function localeAlternates(
  path: string,
  locales: ReadonlyArray<LocaleDefinition>,
  routing: LocaleRouting,
): Array<{ hreflang: string; path: string }> {
  // With no_prefix one address serves every language: there is no other address to name.
  if (routing.strategy === 'no_prefix') return [];
  const alternates: Array<{ hreflang: string; path: string }> = [];
  for (const { code, iso } of locales) {
    if (!iso) {
      if (!warnedWithoutIso.has(code)) {
        warnedWithoutIso.add(code);
        console.warn(`booking-kit: locale "${code}" has no ISO code; it gets no alternate (hreflang) link.`);
      }
      continue;
    }
    alternates.push({ hreflang: iso, path: localizePath(path, code, routing) });
  }
  alternates.push({ hreflang: 'x-default', path: localizePath(path, routing.defaultLocale, routing) });
  return alternates;
}

/** The settings {@link parseLocaleRouting} reads, by their environment names. */
export interface LocaleRoutingSettings {
  LOCALE_STRATEGY?: string;
  LOCALE_FALLBACK?: string;
  ROOT_REDIRECT?: string;
}

/**
 * The routing from configuration. A value that is not valid is reported through `warn` and its
 * default is used: a typo must not take the site down, and must not go unnoticed.
 * @example parseLocaleRouting({ LOCALE_STRATEGY: 'prefix', LOCALE_FALLBACK: 'de' }).strategy // 'prefix'
 */
export function parseLocaleRouting(
  settings: LocaleRoutingSettings,
  warn: (message: string) => void = (message) => console.warn(message),
): LocaleRouting {
  const routing: LocaleRouting = { ...DEFAULT_LOCALE_ROUTING };
  const strategy = settings.LOCALE_STRATEGY?.trim();
  if (strategy) {
    if (isLocaleStrategy(strategy)) routing.strategy = strategy;
    else warn(`LOCALE_STRATEGY="${strategy}" is not one of ${LOCALE_STRATEGIES.join(', ')}; using ${DEFAULT_LOCALE_STRATEGY}.`);
  }
  const fallback = settings.LOCALE_FALLBACK?.trim();
  if (fallback) {
    if (isLocale(fallback)) routing.fallback = fallback;
    else
      warn(`LOCALE_FALLBACK="${fallback}" is not a supported locale (${SUPPORTED_LOCALES.join(', ')}); using ${DEFAULT_LOCALE}.`);
  }
  const root = settings.ROOT_REDIRECT?.trim();
  if (root) {
    // A site path only: never another origin (`//x`, `https://x`), never back to `/` itself.
    if (/^\/(?!\/)[^\s\\?#]*(\?[^\s#]*)?$/.test(root) && stripLocalePrefix(root) !== '/')
      routing.rootRedirect = stripLocalePrefix(root);
    else
      warn(
        `ROOT_REDIRECT="${root}" is not a path on this site (such as /widget/appointment/harbor-studio); / is not redirected.`,
      );
  }
  return routing;
}

/**
 * Where `/` (or `/{locale}`) goes when a root redirect is configured: the configured page in
 * the visitor's locale; otherwise undefined.
 */
export function rootRedirectTarget(path: string, locale: Locale, routing: LocaleRouting): string | undefined {
  if (!routing.rootRedirect || stripLocalePrefix(path).replace(/\/$/, '') !== '') return undefined;
  const [target = '/', query] = routing.rootRedirect.split('?');
  return localizePath(target, locale, routing) + (query ? `?${query}` : '');
}
