import { type ContentView, LOCALE_TAGS, type Locale, PAGE_TITLE_SEPARATOR, pageTitle } from '@booking-kit/core';
import type { MetaDescriptor } from 'react-router';

/** Open Graph's locale form: `de_DE`, `pt_BR`. */
const ogLocale = (locale: Locale) => LOCALE_TAGS[locale].replace('-', '_');

/** What {@link contentMeta} reads of a loaded content page (see `loadContent`). */
export interface ContentMetaSource {
  view: ContentView;
  locale: Locale;
  origin: string;
  canonical: string;
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
}

/**
 * What search engines and link previews read of a content page: the title with the site's name
 * after the site's title separator (the home page: the site's name alone), the description, the canonical address, the
 * same page in every locale (`hreflang`, and `x-default` for the default), and Open Graph. A
 * preview is never indexed.
 */
export function contentMeta(
  content: ContentMetaSource,
  { preview, titleSeparator = PAGE_TITLE_SEPARATOR }: { preview: boolean; titleSeparator?: string },
): MetaDescriptor[] {
  const { view, locale, origin, canonical } = content;
  const isHome = view.kind === 'page' && view.page.path === '/';
  const title = isHome ? view.site.name : pageTitle([view.title, view.site.name], titleSeparator);
  const meta: MetaDescriptor[] = [
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
