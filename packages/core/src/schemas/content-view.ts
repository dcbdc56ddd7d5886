import { z } from 'zod';
import { contentImageSchema, pagePathSchema } from './content';
import { instantSchema, localeSchema, slugSchema } from './primitives';

/** A person or term as a post names it: its slug and name. */
const namedSchema = z.object({ slug: slugSchema, name: z.string() });

/** A post in a list: what a card shows, and the path of its page. */
export const postSummarySchema = z.object({
  slug: slugSchema,
  title: z.string(),
  excerpt: z.string(),
  coverImage: contentImageSchema.optional(),
  author: namedSchema,
  category: namedSchema,
  publishedAt: instantSchema,
  /** The post's page on the site, e.g. `/journal/b/breathing-at-your-desk/`. */
  path: z.string(),
  /** A draft: not on the site, shown only in a preview (which marks it 'Draft'). */
  draft: z.literal(true).optional(),
});

/** A post in a list. */
export type PostSummary = z.infer<typeof postSummarySchema>;

/** A product in a list, with the path of its page. */
export const productSummarySchema = z.object({
  id: slugSchema,
  name: z.string(),
  description: z.string(),
  priceMinor: z.int(),
  currency: z.string(),
  image: contentImageSchema.optional(),
  path: z.string(),
});

/** A product in a list. */
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** A service a page offers to book: what a card shows and the page that books it. */
export const bookableServiceSummarySchema = z.object({
  slug: slugSchema,
  name: z.string(),
  description: z.string(),
  durationMinutes: z.int(),
  priceMinor: z.int(),
  currency: z.string(),
  /** The widget page that books it, e.g. `/widget/appointment/service/massage-60`. */
  bookingPath: z.string(),
});

/** A service a page links to booking. */
export type BookableServiceSummary = z.infer<typeof bookableServiceSummarySchema>;

/** A page section as the site renders it: what the API resolved (services, posts, products). */
export const pageSectionViewSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('hero'),
    heading: z.string(),
    text: z.string().optional(),
    image: contentImageSchema.optional(),
    cta: z.object({ label: z.string(), href: z.string() }).optional(),
  }),
  /** Sanitized HTML: safe to render as it is. */
  z.object({ kind: z.literal('richText'), html: z.string() }),
  z.object({ kind: z.literal('services'), heading: z.string().optional(), services: z.array(bookableServiceSummarySchema) }),
  z.object({ kind: z.literal('posts'), heading: z.string().optional(), posts: z.array(postSummarySchema) }),
  z.object({
    kind: z.literal('products'),
    heading: z.string().optional(),
    collection: namedSchema.extend({ path: z.string() }),
    products: z.array(productSummarySchema),
  }),
]);

/** A section as rendered. */
export type PageSectionView = z.infer<typeof pageSectionViewSchema>;

/** One page of a list of posts: which, how many pages, and the address of each. */
export const paginationSchema = z.object({
  /** 1-based. */
  page: z.int().min(1),
  pageCount: z.int().min(1),
  total: z.int().min(0),
});

/** Where a list of posts stands. */
export type Pagination = z.infer<typeof paginationSchema>;

/** What every content answer shares: the document's title and description, and where it lives. */
const viewBase = {
  /** The locale the texts are in: the one asked for, or the default where nothing is translated. */
  locale: localeSchema,
  /** The document's title, without the site's name (the app adds ' | ' and the name). */
  title: z.string(),
  description: z.string(),
  /** The one address of this content (a post reachable at several paths names one of them). */
  canonicalPath: z.string(),
  /** Not on the site: a draft post or an unpublished page, shown only in a preview. */
  draft: z.literal(true).optional(),
  /** In a preview's answer: which preview, and until when its link opens it (an ISO-8601 instant). */
  preview: z.object({ id: slugSchema, expiresAt: instantSchema }).optional(),
  /** An image for link previews (Open Graph), if the content has one. */
  image: contentImageSchema.optional(),
  site: z.object({ name: z.string(), defaultLocale: localeSchema }),
};

/**
 * `GET /content?path=&locale=&page=` and `GET /previews/{id}?path=&token=&locale=&page=`: the
 * content at a site path, by kind. Rich text is sanitized on the server and safe to render.
 */
export const contentViewSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('page'),
    ...viewBase,
    page: z.object({ path: pagePathSchema, sections: z.array(pageSectionViewSchema) }),
    /** A blog page's posts, in pages. */
    posts: z.object({ items: z.array(postSummarySchema), pagination: paginationSchema }).optional(),
  }),
  z.object({
    kind: z.literal('post'),
    ...viewBase,
    post: postSummarySchema.extend({
      /** Sanitized HTML. */
      body: z.string(),
      tags: z.array(namedSchema.extend({ path: z.string() })),
      authorPath: z.string(),
      categoryPath: z.string(),
    }),
  }),
  z.object({
    kind: z.literal('listing'),
    ...viewBase,
    listing: z.object({
      of: z.enum(['category', 'author', 'tag']),
      slug: slugSchema,
      name: z.string(),
      items: z.array(postSummarySchema),
      pagination: paginationSchema,
    }),
  }),
  z.object({
    kind: z.literal('product'),
    ...viewBase,
    product: productSummarySchema.omit({ image: true }).extend({
      images: z.array(contentImageSchema),
      /** The service it books and the page that books it. */
      service: z.object({ slug: slugSchema, name: z.string(), bookingPath: z.string() }).optional(),
    }),
  }),
  z.object({
    kind: z.literal('collection'),
    ...viewBase,
    collection: z.object({
      slug: slugSchema,
      name: z.string(),
      description: z.string(),
      products: z.array(productSummarySchema),
    }),
  }),
]);

/** Content at a site path, as the API answers it. */
export type ContentView = z.infer<typeof contentViewSchema>;

/** `GET /sitemap` (the API's): every published address of the site, with its last change. */
export const siteMapSchema = z.object({
  entries: z.array(z.object({ path: z.string(), lastModified: instantSchema.optional() })),
});

/** The site's published addresses. */
export type SiteMap = z.infer<typeof siteMapSchema>;
