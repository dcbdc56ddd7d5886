import type { BlogPost, ContentPage } from '@booking-kit/core';
import { camelCaseColumns } from '../db/camel-case-columns';
import type { Queryable } from '../db/database';

/** Which posts a list shows: all, or those of one category, author or tag. */
export interface PostFilter {
  category?: string;
  author?: string;
  tag?: string;
}

/** One page of a list of posts, newest first, and how many the whole list has. */
export interface PostPage {
  items: BlogPost[];
  total: number;
}

/**
 * The pages and posts a request may see: the published site, or a preview laid over it. Authors,
 * terms, products and collections are the same for both (see `ContentCatalog`).
 */
export interface ContentSource {
  /** The page at `path` if it is shown. */
  page(path: string): Promise<ContentPage | undefined>;
  /** The path of the blog page (the first by the business's order), if there is one. */
  blogPath(): Promise<string | undefined>;
  /** The post `slug` if it is shown. */
  post(slug: string): Promise<BlogPost | undefined>;
  /** Posts shown, newest first (then by slug), from `offset`. */
  posts(filter: PostFilter, offset: number, limit: number): Promise<PostPage>;
}

/** The published site, with a way to list posts leaving some out (those a preview replaces). */
export interface PublishedContent extends ContentSource {
  posts(filter: PostFilter, offset: number, limit: number, except?: readonly string[]): Promise<PostPage>;
  /** The published pages' paths and whether each is a blog, in the business's order. */
  pageOrder(): Promise<Array<{ path: string; blog: boolean }>>;
}

interface PageRow {
  path: string;
  title: string;
  description: string;
  sections: ContentPage['sections'];
  blog: boolean;
  published: boolean;
  translations: ContentPage['translations'];
}

interface PostRow {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  cover_image: BlogPost['coverImage'] | null;
  author: string;
  category: string;
  tags: string[];
  published_at: Date;
  draft: boolean;
  translations: BlogPost['translations'];
}

const toPage = (row: PageRow): ContentPage =>
  camelCaseColumns(row, ['path', 'title', 'description', 'sections', 'blog', 'published', 'translations']);

/** An instant as the API writes it. */
export const isoInstant = (value: Date | string) => new Date(value).toISOString();

function toPost(row: PostRow): BlogPost {
  return {
    ...camelCaseColumns(row, ['slug', 'title', 'excerpt', 'body', 'author', 'category', 'tags', 'draft', 'translations']),
    ...(row.cover_image && { coverImage: row.cover_image }),
    publishedAt: isoInstant(row.published_at),
  };
}

const POST_SELECT = `
  SELECT content_posts.slug, content_posts.title, content_posts.excerpt, content_posts.body, content_posts.cover_image,
    content_authors.slug AS author, content_categories.slug AS category, content_posts.published_at, content_posts.draft,
    content_posts.translations,
    ARRAY(SELECT content_tags.slug FROM content_post_tags JOIN content_tags ON content_tags.id = content_post_tags.tag_id
          WHERE content_post_tags.post_id = content_posts.id ORDER BY content_post_tags.position) AS tags
  FROM content_posts
  JOIN content_authors ON content_authors.id = content_posts.author_id
  JOIN content_categories ON content_categories.id = content_posts.category_id`;

/** The conditions of a list of published posts, its parameters after `first`. */
function postConditions(filter: PostFilter, except: readonly string[]): { where: string; params: unknown[] } {
  const conditions = ['NOT content_posts.draft'];
  const params: unknown[] = [];
  const parameter = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.category !== undefined) conditions.push(`content_categories.slug = ${parameter(filter.category)}`);
  if (filter.author !== undefined) conditions.push(`content_authors.slug = ${parameter(filter.author)}`);
  if (filter.tag !== undefined) {
    conditions.push(
      `EXISTS (SELECT 1 FROM content_post_tags JOIN content_tags ON content_tags.id = content_post_tags.tag_id
               WHERE content_post_tags.post_id = content_posts.id AND content_tags.slug = ${parameter(filter.tag)})`,
    );
  }
  if (except.length > 0) conditions.push(`content_posts.slug <> ALL(${parameter([...except])}::text[])`);
  return { where: conditions.join(' AND '), params };
}

/**
 * The published site: published pages, posts that are not drafts. Read on every request, so a
 * change shows on the next one.
 */
export function publishedContent(db: Queryable): PublishedContent {
  let order: Promise<Array<{ path: string; blog: boolean }>> | undefined;
  const pageOrder = () => {
    order ??= db
      .query<{ path: string; blog: boolean }>('SELECT path, blog FROM content_pages WHERE published ORDER BY position, path')
      .then(({ rows }) => rows);
    return order;
  };
  return {
    page: async (path) => {
      const { rows } = await db.query<PageRow>(
        'SELECT path, title, description, sections, blog, published, translations FROM content_pages WHERE path = $1 AND published',
        [path],
      );
      return rows[0] && toPage(rows[0]);
    },
    pageOrder,
    blogPath: async () => (await pageOrder()).find((page) => page.blog)?.path,
    post: async (slug) => {
      const { rows } = await db.query<PostRow>(`${POST_SELECT} WHERE content_posts.slug = $1 AND NOT content_posts.draft`, [
        slug,
      ]);
      return rows[0] && toPost(rows[0]);
    },
    posts: async (filter, offset, limit, except = []) => {
      const { where, params } = postConditions(filter, except);
      const n = params.length;
      const [items, total] = await Promise.all([
        db.query<PostRow>(
          `${POST_SELECT} WHERE ${where} ORDER BY content_posts.published_at DESC, content_posts.slug LIMIT $${n + 1} OFFSET $${n + 2}`,
          [...params, limit, offset],
        ),
        db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM content_posts
           JOIN content_authors ON content_authors.id = content_posts.author_id
           JOIN content_categories ON content_categories.id = content_posts.category_id WHERE ${where}`,
          params,
        ),
      ]);
      return { items: items.rows.map(toPost), total: total.rows[0]?.n ?? 0 };
    },
  };
}
