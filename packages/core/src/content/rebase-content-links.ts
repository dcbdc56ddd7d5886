import type { ContentView, PageSectionView, PostSummary, ProductSummary } from '../schemas/content-view';

/** How a content page turns the API's addresses into its own links. */
export interface ContentLinkBases {
  /** Before a site path (`/journal/b/…`): the locale's prefix, and a preview's `/v2/preview/{id}`. */
  site: string;
  /** Before a widget path (`/widget/…`): the locale's prefix only (a preview books for real). */
  widget: string;
}

/** A site path under `base` (the home page is the base itself); any other address as it is. */
const onSite = (base: string, path: string) =>
  path.startsWith('/') ? `${base}${path === '/' && base ? '' : path}` || '/' : path;

/**
 * The content view with every address it holds made a link of the page showing it: site paths under the locale's
 * prefix (and, in a preview, under the preview's path, so the visitor stays in the preview), and
 * booking paths under the locale's prefix. An https address (a hero's call to action) stays.
 */
export function rebaseContentLinks(view: ContentView, bases: ContentLinkBases): ContentView {
  const site = (path: string) => (path.startsWith('/widget/') ? onSite(bases.widget, path) : onSite(bases.site, path));
  const post = (summary: PostSummary): PostSummary => ({ ...summary, path: site(summary.path) });
  const product = (summary: ProductSummary): ProductSummary => ({ ...summary, path: site(summary.path) });
  const section = (part: PageSectionView): PageSectionView => {
    switch (part.kind) {
      case 'hero':
        return part.cta ? { ...part, cta: { ...part.cta, href: site(part.cta.href) } } : part;
      case 'services':
        return { ...part, services: part.services.map((service) => ({ ...service, bookingPath: site(service.bookingPath) })) };
      case 'posts':
        return { ...part, posts: part.posts.map(post) };
      case 'products':
        return {
          ...part,
          collection: { ...part.collection, path: site(part.collection.path) },
          products: part.products.map(product),
        };
      default:
        return part;
    }
  };
  switch (view.kind) {
    case 'page':
      return {
        ...view,
        page: { ...view.page, sections: view.page.sections.map(section) },
        ...(view.posts && { posts: { ...view.posts, items: view.posts.items.map(post) } }),
      };
    case 'post':
      return {
        ...view,
        post: {
          ...post(view.post),
          body: view.post.body,
          authorPath: site(view.post.authorPath),
          categoryPath: site(view.post.categoryPath),
          tags: view.post.tags.map((tag) => ({ ...tag, path: site(tag.path) })),
        },
      };
    case 'listing':
      return { ...view, listing: { ...view.listing, items: view.listing.items.map(post) } };
    case 'product':
      return {
        ...view,
        product: {
          ...view.product,
          path: site(view.product.path),
          ...(view.product.service && {
            service: { ...view.product.service, bookingPath: site(view.product.service.bookingPath) },
          }),
        },
      };
    case 'collection':
      return { ...view, collection: { ...view.collection, products: view.collection.products.map(product) } };
  }
}
