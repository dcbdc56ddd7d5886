import { LOCALE_TAGS, type Locale } from '../i18n/locales';
import { PAGE_TITLE_SEPARATOR, pageTitle } from '../navigation/page-title';
import type { ContentView } from '../schemas/content-view';

/** Open Graph's locale form: `de_DE`, `pt_BR`. */
const ogLocale = (locale: Locale) => LOCALE_TAGS[locale].replace('-', '_');

/** What {@link contentMeta} reads of a loaded content page. */
export interface ContentMetaSource {
  view: ContentView;
  locale: Locale;
  /** The origin the page was asked on: an image's address is made absolute on it. */
  origin: string;
  /** The content's one address in this locale, absolute. */
  canonical: string;
  /** The same content in every locale (see `localeAlternates`), absolute. */
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
}

/**
 * One tag of a page's head, in the form routers' `meta` functions take (React Router's
 * `MetaDescriptor`): the title, a `<meta>` by name or property, or a `<link>`.
 */
export type ContentMetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string; hrefLang?: string };

/**
 * What search engines and link previews read of a content page: the title with the site's name
 * after the site's title separator (the home page: the site's name alone), the description, the
 * canonical address, the same page in every locale (`hreflang`, and `x-default` for the default),
 * and Open Graph. A preview is never indexed.
 * @example contentMeta(loaded, { preview: false })[0] // { title: 'Breathing at your desk | Harbor Wellness Studio' }
 */
export function contentMeta(
  content: ContentMetaSource,
  { preview, titleSeparator = PAGE_TITLE_SEPARATOR }: { preview: boolean; titleSeparator?: string },
): ContentMetaTag[] {
  const { view, locale, origin, canonical } = content;
  const isHome = view.kind === 'page' && view.page.path === '/';
  const title = isHome ? view.site.name : pageTitle([view.title, view.site.name], titleSeparator);
  const meta: ContentMetaTag[] = [
    { title },
    { name: 'description', content: view.description },
    { property: 'og:title', content: isHome ? view.site.name : view.title },
    { property: 'og:description', content: view.description },
    { property: 'og:type', content: view.kind === 'post' ? 'article' : 'website' },
    { property: 'og:url', content: canonical },
    { property: 'og:site_name', content: view.site.name },
    { property: 'og:locale', content: ogLocale(locale) },
    ...(view.image ? [{ property: 'og:image', content: new URL(view.image.src, origin).href }] : []),
    ...(view.image?.alt ? [{ property: 'og:image:alt', content: view.image.alt }] : []),
    ...(view.kind === 'post' ? [{ property: 'article:published_time', content: view.post.publishedAt }] : []),
  ];
  if (preview) return [...meta, { name: 'robots', content: 'noindex, nofollow' }];
  return [
    ...meta,
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...content.alternates.map(({ hreflang, href }) => ({ tagName: 'link' as const, rel: 'alternate', hrefLang: hreflang, href })),
  ];
}
