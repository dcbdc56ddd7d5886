import {
  type BlogPost,
  type BookableServiceSummary,
  type ContentPage,
  contentPaths,
  type Locale,
  type PageSection,
  type PageSectionView,
  type PostSummary,
  type ProductSummary,
} from '@booking-kit/core';
import { type StoredTranslations, translatedText } from '../catalog/translations';
import type { ContentCatalog, ProductRecord, ServiceRecord } from './content-catalog';
import type { ContentSource } from './published-content';

/** What building a view needs: where to read, in which locale, and the site's blog page. */
export interface ViewContext {
  source: ContentSource;
  catalog: ContentCatalog;
  /** The locale of the answer's texts; a field without a translation keeps the default text. */
  locale: Locale;
  /** The blog page's path: posts, authors and tags are addressed under it. */
  blogPath: string | undefined;
}

/** A field of an entry in the context's locale, else its default text. */
export function localized(context: ViewContext, translations: unknown, field: string, defaultText: string): string {
  return translatedText(translations as StoredTranslations, context.locale, field, defaultText);
}

/** The one address of a post: under the blog page when there is one, else `/b/{slug}/`. */
export const canonicalPostPath = (context: ViewContext, slug: string) => contentPaths.post(context.blogPath ?? null, slug);

/** The address of a category's list: under the blog page when there is one, else `/c/{slug}/`. */
export const categoryPath = (context: ViewContext, slug: string) => contentPaths.category(context.blogPath ?? null, slug);

/** The address of an author's list, under the blog page; empty without one (there is no such list then). */
export const authorPath = (context: ViewContext, slug: string) =>
  context.blogPath === undefined ? '' : contentPaths.author(context.blogPath, slug);

/** The address of a tag's list, under the blog page; empty without one. */
export const tagPath = (context: ViewContext, slug: string) =>
  context.blogPath === undefined ? '' : contentPaths.tag(context.blogPath, slug);

/** Posts as the cards of a list show them, in the context's locale. */
export async function postSummaries(context: ViewContext, posts: readonly BlogPost[]): Promise<PostSummary[]> {
  const authors = await context.catalog.authors(posts.map((post) => post.author));
  const categories = await context.catalog.terms(
    'categories',
    posts.map((post) => post.category),
  );
  return posts.map((post) => {
    const author = authors.get(post.author);
    const category = categories.get(post.category);
    return {
      slug: post.slug,
      title: localized(context, post.translations, 'title', post.title),
      excerpt: localized(context, post.translations, 'excerpt', post.excerpt),
      ...(post.coverImage && { coverImage: post.coverImage }),
      // Authors and categories cannot be deleted while a post names them; the slug stands in regardless.
      author: { slug: post.author, name: author?.name ?? post.author },
      category: {
        slug: post.category,
        name: category ? localized(context, category.translations, 'name', category.name) : post.category,
      },
      publishedAt: new Date(post.publishedAt).toISOString(),
      path: canonicalPostPath(context, post.slug),
      ...(post.draft && { draft: true as const }),
    };
  });
}

/** A product as a card shows it. */
export function productSummary(context: ViewContext, product: ProductRecord): ProductSummary {
  const image = product.images[0];
  return {
    id: product.id,
    name: localized(context, product.translations, 'name', product.name),
    description: localized(context, product.translations, 'description', product.description),
    priceMinor: product.priceMinor,
    currency: product.currency,
    ...(image && { image }),
    path: contentPaths.product(product.id),
  };
}

/** The widget page that books a service. */
export const bookingPath = (slug: string) => `/widget/appointment/service/${slug}`;

function serviceSummary(context: ViewContext, service: ServiceRecord): BookableServiceSummary {
  return {
    slug: service.slug,
    name: localized(context, service.translations, 'name', service.name),
    description: localized(context, service.translations, 'description', service.description),
    durationMinutes: service.durationMinutes,
    priceMinor: service.priceMinor,
    currency: service.currency,
    bookingPath: bookingPath(service.slug),
  };
}

/** A page's sections in the context's locale: its translated sections where it has them. */
export function localizedSections(context: ViewContext, page: ContentPage): PageSection[] {
  return page.translations?.[context.locale]?.sections ?? page.sections;
}

/**
 * Sections as the site renders them: services, posts and products resolved. A section whose
 * collection has since been deleted is left out, and so are services that no longer exist.
 */
export async function sectionViews(context: ViewContext, sections: readonly PageSection[]): Promise<PageSectionView[]> {
  const views: PageSectionView[] = [];
  for (const section of sections) {
    if (section.kind === 'hero' || section.kind === 'richText') {
      views.push(section);
    } else if (section.kind === 'services') {
      const services = await context.catalog.services(section.services);
      views.push({
        kind: 'services',
        ...(section.heading !== undefined && { heading: section.heading }),
        services: services.map((service) => serviceSummary(context, service)),
      });
    } else if (section.kind === 'posts') {
      const filter = section.category === undefined ? {} : { category: section.category };
      const { items } = await context.source.posts(filter, 0, section.limit);
      views.push({
        kind: 'posts',
        ...(section.heading !== undefined && { heading: section.heading }),
        posts: await postSummaries(context, items),
      });
    } else {
      const collection = await context.catalog.collection(section.collection);
      if (!collection) continue;
      views.push({
        kind: 'products',
        ...(section.heading !== undefined && { heading: section.heading }),
        collection: {
          slug: collection.slug,
          name: localized(context, collection.translations, 'name', collection.name),
          path: contentPaths.collection(collection.slug),
        },
        products: collection.products.map((product) => productSummary(context, product)),
      });
    }
  }
  return views;
}
