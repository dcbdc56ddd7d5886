import { z } from 'zod';
import { RESERVED_PATH_WORDS } from '../content/content-path';
import { instantSchema, localeSchema, slugSchema } from './primitives';

/**
 * A site path of a content page: `/` or lower-case words joined by `/` (`/about`,
 * `/journal/spring`), at most 200 characters. The words `b`, `c`, `category`, `author`, `tag`,
 * `product`, `collections`, `post` and `v2` are routes of their own and cannot start a segment
 * of a page's path there (see `parseContentPath`).
 */
export const pagePathSchema = z
  .string()
  .max(200)
  .regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/, { error: 'validation.invalid' })
  // A page at `/b` or `/journal/tag` could never be reached: those addresses name other routes.
  .refine((path) => !path.split('/').some((segment) => RESERVED_PATH_WORDS.has(segment)), { error: 'validation.invalid' });

/** An image of the site: its address (a site path or an https URL), its text alternative and size. */
export const contentImageSchema = z.object({
  src: z
    .string()
    .max(2000)
    .regex(/^(?:\/(?!\/)|https:\/\/)/, { error: 'validation.invalid' }),
  /** What the image shows, for screen readers; empty only for a decorative image. */
  alt: z.string().max(300),
  width: z.int().min(1).max(10_000).optional(),
  height: z.int().min(1).max(10_000).optional(),
});

/** An image of the site. */
export type ContentImage = z.infer<typeof contentImageSchema>;

/**
 * HTML as an editor wrote it. The server keeps only what its allowlist allows (see the server's
 * `sanitizeHtml`): no scripts, no event handlers, no `javascript:` or `data:` URLs.
 */
export const richTextSchema = z.string().max(200_000);

/** A link of a page section: a site path or an https URL, and its text. */
const sectionLinkSchema = z.object({
  label: z.string().min(1).max(120),
  href: z
    .string()
    .max(2000)
    .regex(/^(?:\/(?!\/)|https:\/\/)/, { error: 'validation.invalid' }),
});

/**
 * One section of a page, by kind: a hero (heading, text, image, a call to action), text from the
 * editor, services to book, the latest posts (of a category), or a collection's products.
 */
export const pageSectionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('hero'),
    heading: z.string().min(1).max(200),
    text: z.string().max(2000).optional(),
    image: contentImageSchema.optional(),
    cta: sectionLinkSchema.optional(),
  }),
  z.object({ kind: z.literal('richText'), html: richTextSchema }),
  z.object({
    kind: z.literal('services'),
    heading: z.string().max(200).optional(),
    services: z.array(slugSchema).min(1).max(50),
  }),
  z.object({
    kind: z.literal('posts'),
    heading: z.string().max(200).optional(),
    category: slugSchema.optional(),
    limit: z.int().min(1).max(50).default(3),
  }),
  z.object({ kind: z.literal('products'), heading: z.string().max(200).optional(), collection: slugSchema }),
]);

/** A section of a page as the business declares it. */
export type PageSection = z.infer<typeof pageSectionSchema>;

/** A page's texts in another locale: any of its title, description and sections. */
const pageTranslationSchema = z.object({
  title: z.string().min(1).max(200).optional(),
  description: z.string().max(500).optional(),
  sections: z.array(pageSectionSchema).max(50).optional(),
});

/**
 * A page of the site at `path`. A page with `blog` lists the posts, and the post, category,
 * author and tag routes below its path (`/journal/b/{slug}/`, `/journal/category/{slug}`...)
 * are its own.
 * @example { path: '/about', title: 'About us', description: 'Who we are', sections: [{ kind: 'richText', html: '<p>…</p>' }] }
 */
export const contentPageSchema = z.object({
  path: pagePathSchema,
  title: z.string().min(1).max(200),
  description: z.string().max(500).default(''),
  sections: z.array(pageSectionSchema).max(50).default([]),
  /** The page is the blog: it lists the posts, newest first, in pages. @default false */
  blog: z.boolean().default(false),
  /** Shown on the site. An unpublished page answers 404 (a preview may show it). @default true */
  published: z.boolean().default(true),
  translations: z.partialRecord(localeSchema, pageTranslationSchema).optional(),
});

/** A page as the business declares it. */
export type ContentPage = z.infer<typeof contentPageSchema>;

/** Who writes posts. */
export const contentAuthorSchema = z.object({
  slug: slugSchema,
  name: z.string().min(1).max(120),
  bio: z.string().max(2000).default(''),
  avatar: contentImageSchema.optional(),
  translations: z.partialRecord(localeSchema, z.object({ bio: z.string().max(2000).optional() })).optional(),
});

/** An author. */
export type ContentAuthor = z.infer<typeof contentAuthorSchema>;

/** A category of posts (each post has one), or a tag (a post has any number). */
export const contentTermSchema = z.object({
  slug: slugSchema,
  name: z.string().min(1).max(120),
  description: z.string().max(2000).default(''),
  translations: z
    .partialRecord(
      localeSchema,
      z.object({ name: z.string().min(1).max(120).optional(), description: z.string().max(2000).optional() }),
    )
    .optional(),
});

/** A category or a tag. */
export type ContentTerm = z.infer<typeof contentTermSchema>;

/** A post's texts in another locale. */
const postTranslationSchema = z.object({
  title: z.string().min(1).max(200).optional(),
  excerpt: z.string().max(500).optional(),
  body: richTextSchema.optional(),
});

/**
 * A blog post. A draft is shown nowhere but in a preview.
 * @example { slug: 'breathing-at-your-desk', title: 'Breathing at your desk', author: 'anna-de-vries', category: 'wellbeing', tags: ['breathing'], publishedAt: '2026-03-02T08:00:00.000Z', excerpt: '…', body: '<p>…</p>' }
 */
export const blogPostSchema = z.object({
  slug: slugSchema,
  title: z.string().min(1).max(200),
  excerpt: z.string().max(500).default(''),
  body: richTextSchema,
  coverImage: contentImageSchema.optional(),
  author: slugSchema,
  category: slugSchema,
  tags: z.array(slugSchema).max(20).default([]),
  publishedAt: instantSchema,
  /** Not published: shown only in a preview. @default false */
  draft: z.boolean().default(false),
  translations: z.partialRecord(localeSchema, postTranslationSchema).optional(),
});

/** A blog post as the business declares it. */
export type BlogPost = z.infer<typeof blogPostSchema>;

/**
 * Something the business sells: a gift card, a product, or a bookable service (`service`), whose
 * page then links to booking it.
 * @example { id: 'prod-gift-50', name: 'Gift card €50', priceMinor: 5000, currency: 'EUR', images: [] }
 */
export const productSchema = z.object({
  id: slugSchema,
  name: z.string().min(1).max(200),
  description: z.string().max(5000).default(''),
  priceMinor: z.int().min(0).max(100_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/),
  images: z.array(contentImageSchema).max(20).default([]),
  /** The service this product books, if it is one. */
  service: slugSchema.optional(),
  translations: z
    .partialRecord(
      localeSchema,
      z.object({ name: z.string().min(1).max(200).optional(), description: z.string().max(5000).optional() }),
    )
    .optional(),
});

/** A product as the business declares it. */
export type Product = z.infer<typeof productSchema>;

/** Products shown together (`/collections/{slug}`). */
export const productCollectionSchema = z.object({
  slug: slugSchema,
  name: z.string().min(1).max(200),
  description: z.string().max(2000).default(''),
  products: z.array(slugSchema).max(500),
  translations: z
    .partialRecord(
      localeSchema,
      z.object({ name: z.string().min(1).max(200).optional(), description: z.string().max(2000).optional() }),
    )
    .optional(),
});

/** A collection as the business declares it. */
export type ProductCollection = z.infer<typeof productCollectionSchema>;

/**
 * Unpublished content shown at `/v2/preview/{id}/…` to whoever holds the preview's token: new or
 * edited pages and posts (drafts included), shown over the published site.
 */
export const contentPreviewSchema = z.object({
  id: slugSchema,
  pages: z.array(contentPageSchema).max(200).default([]),
  posts: z.array(blogPostSchema).max(500).default([]),
});

/** A preview as declared. */
export type ContentPreview = z.infer<typeof contentPreviewSchema>;

/** The business's site, in its business document (`content`). */
export const siteContentSchema = z.object({
  pages: z.array(contentPageSchema).max(1000).default([]),
  posts: z.array(blogPostSchema).max(10_000).default([]),
  categories: z.array(contentTermSchema).max(500).default([]),
  tags: z.array(contentTermSchema).max(2000).default([]),
  authors: z.array(contentAuthorSchema).max(500).default([]),
  products: z.array(productSchema).max(5000).default([]),
  collections: z.array(productCollectionSchema).max(500).default([]),
  previews: z.array(contentPreviewSchema).max(100).default([]),
});

/** The site's content as declared. */
export type SiteContent = z.infer<typeof siteContentSchema>;
