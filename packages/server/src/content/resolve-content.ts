import {
  type BlogPost,
  type ContentImage,
  type ContentRoute,
  type ContentView,
  contentPaths,
  type Locale,
  type Pagination,
} from '@booking-kit/core';
import type { ContentCatalog } from './content-catalog';
import {
  authorPath,
  bookingPath,
  canonicalPostPath,
  categoryPath,
  localized,
  localizedSections,
  postSummaries,
  productSummary,
  sectionViews,
  tagPath,
  type ViewContext,
} from './content-views';
import type { ContentSource, PostFilter } from './published-content';

/** Posts on one page of a list. */
export const POSTS_PER_PAGE = 10;

/** What a content request asks for. */
export interface ContentQuery {
  route: ContentRoute;
  /** The locale asked for; undefined answers in the business's default locale. */
  locale: Locale | undefined;
  /** The page of a list, 1-based; content that is no list has only page 1. */
  page: number;
}

/** The parts every view shares. */
type ViewBase = Pick<ContentView, 'locale' | 'title' | 'description' | 'canonicalPath' | 'image' | 'site' | 'draft'>;

/** One page of a list of posts, or undefined past its last page (a list always has a first). */
async function postPage(
  context: ViewContext,
  filter: PostFilter,
  page: number,
): Promise<{ items: BlogPost[]; pagination: Pagination } | undefined> {
  const { items, total } = await context.source.posts(filter, (page - 1) * POSTS_PER_PAGE, POSTS_PER_PAGE);
  const pageCount = Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
  if (page > pageCount) return undefined;
  return { items, pagination: { page, pageCount, total } };
}

/** Whether `base` is a shown blog page, which the post, author, tag and category routes under it need. */
async function isBlog(source: ContentSource, base: string): Promise<boolean> {
  return (await source.page(base))?.blog === true;
}

/**
 * The content a route names, as the API answers it, or undefined when it names nothing shown:
 * an unknown or unpublished page, a draft, a post under a page that is no blog, a post under a
 * category it is not in, a product or collection under a page that is not shown, a list's page
 * past its last, or page 2 of anything that is no list.
 * @example await resolveContent({ route: parseContentPath('/journal/b/breathing-at-your-desk/'), locale: 'de', page: 1 }, source, catalog)
 */
export async function resolveContent(
  { route, locale: asked, page }: ContentQuery,
  source: ContentSource,
  catalog: ContentCatalog,
): Promise<ContentView | undefined> {
  const site = await catalog.site();
  const locale = asked ?? site.defaultLocale;
  const context: ViewContext = { source, catalog, locale, blogPath: await source.blogPath() };
  const base = (fields: Omit<ViewBase, 'locale' | 'site' | 'image'>, image?: ContentImage): ViewBase => ({
    locale,
    ...fields,
    ...(image && { image }),
    site,
  });
  const isList = route.kind === 'listing' || route.kind === 'page';
  if (!isList && page !== 1) return undefined;

  if (route.kind === 'page') {
    const found = await source.page(route.path);
    if (!found) return undefined;
    const sections = localizedSections(context, found);
    const posts = found.blog ? await postPage(context, {}, page) : undefined;
    if (found.blog ? !posts : page !== 1) return undefined;
    const hero = sections.find((section) => section.kind === 'hero');
    return {
      kind: 'page',
      ...base(
        {
          title: localized(context, found.translations, 'title', found.title),
          description: localized(context, found.translations, 'description', found.description),
          canonicalPath: found.path,
          ...(!found.published && { draft: true as const }),
        },
        hero?.kind === 'hero' ? hero.image : undefined,
      ),
      page: { path: found.path, sections: await sectionViews(context, sections) },
      ...(posts && { posts: { items: await postSummaries(context, posts.items), pagination: posts.pagination } }),
    };
  }

  if (route.kind === 'post') {
    if (route.base !== null && !(await isBlog(source, route.base))) return undefined;
    const post = await source.post(route.slug);
    if (!post || (route.category !== undefined && post.category !== route.category)) return undefined;
    const [summary] = await postSummaries(context, [post]);
    if (!summary) return undefined;
    const tags = await catalog.terms('tags', post.tags);
    return {
      kind: 'post',
      ...base(
        {
          title: summary.title,
          description: summary.excerpt,
          canonicalPath: canonicalPostPath(context, post.slug),
          ...(post.draft && { draft: true as const }),
        },
        post.coverImage,
      ),
      post: {
        ...summary,
        body: localized(context, post.translations, 'body', post.body),
        tags: post.tags.map((slug) => {
          const tag = tags.get(slug);
          return {
            slug,
            name: tag ? localized(context, tag.translations, 'name', tag.name) : slug,
            path: tagPath(context, slug),
          };
        }),
        authorPath: authorPath(context, post.author),
        categoryPath: categoryPath(context, post.category),
      },
    };
  }

  if (route.kind === 'listing') {
    // A list under a page needs that page to be a blog; an author's or tag's list without one (a
    // preview's `/author/{slug}`) is the blog page's.
    const listBase = route.base ?? (route.of === 'category' ? null : (context.blogPath ?? undefined));
    if (listBase === undefined || (listBase !== null && !(await isBlog(source, listBase)))) return undefined;
    let entry: { name: string; description: string; image?: ContentImage | undefined; canonicalPath: string } | undefined;
    if (route.of === 'author') {
      const author = (await catalog.authors([route.slug])).get(route.slug);
      entry = author && {
        name: author.name,
        description: localized(context, author.translations, 'bio', author.bio),
        image: author.avatar ?? undefined,
        canonicalPath: contentPaths.author(context.blogPath ?? (listBase as string), author.slug),
      };
    } else {
      const term = (await catalog.terms(route.of === 'category' ? 'categories' : 'tags', [route.slug])).get(route.slug);
      entry = term && {
        name: localized(context, term.translations, 'name', term.name),
        description: localized(context, term.translations, 'description', term.description),
        canonicalPath:
          route.of === 'category'
            ? categoryPath(context, term.slug)
            : contentPaths.tag(context.blogPath ?? (listBase as string), term.slug),
      };
    }
    if (!entry) return undefined;
    const posts = await postPage(context, { [route.of]: route.slug }, page);
    if (!posts) return undefined;
    return {
      kind: 'listing',
      ...base({ title: entry.name, description: entry.description, canonicalPath: entry.canonicalPath }, entry.image),
      listing: {
        of: route.of,
        slug: route.slug,
        name: entry.name,
        items: await postSummaries(context, posts.items),
        pagination: posts.pagination,
      },
    };
  }

  // Products and collections under a page need that page to be shown.
  if (route.base !== null && !(await source.page(route.base))) return undefined;
  if (route.kind === 'product') {
    const product = await catalog.product(route.id);
    if (!product) return undefined;
    const { image: _image, ...summary } = productSummary(context, product);
    return {
      kind: 'product',
      ...base({ title: summary.name, description: summary.description, canonicalPath: summary.path }, product.images[0]),
      product: {
        ...summary,
        images: product.images,
        ...(product.service && {
          service: {
            slug: product.service.slug,
            name: localized(context, product.service.translations, 'name', product.service.name),
            bookingPath: bookingPath(product.service.slug),
          },
        }),
      },
    };
  }
  const collection = await catalog.collection(route.slug);
  if (!collection) return undefined;
  const products = collection.products.map((product) => productSummary(context, product));
  const name = localized(context, collection.translations, 'name', collection.name);
  const description = localized(context, collection.translations, 'description', collection.description);
  return {
    kind: 'collection',
    ...base({ title: name, description, canonicalPath: contentPaths.collection(collection.slug) }, products[0]?.image),
    collection: { slug: collection.slug, name, description, products },
  };
}
