import { contentPaths, type SiteMap } from '@booking-kit/core';
import type { Queryable } from '../db/database';
import { isoInstant, publishedContent } from './published-content';

type Row = { key: string; updated_at: Date };

/**
 * Every published address of the site with its last change: pages, posts (at their canonical
 * path), the lists of categories, authors and tags that have posts (authors and tags only under a
 * blog page, the only place their lists exist), products and collections.
 */
export async function buildSiteMap(db: Queryable): Promise<SiteMap> {
  const blogPath = await publishedContent(db).blogPath();
  const base = blogPath ?? null;
  const rows = async (sql: string) => (await db.query<Row>(sql)).rows;
  // The newest change among a list's posts is when the list last changed.
  const listed = (table: string, link: string) => `
    SELECT ${table}.slug AS key, max(content_posts.updated_at) AS updated_at FROM ${table} ${link}
    WHERE NOT content_posts.draft GROUP BY ${table}.slug, ${table}.position ORDER BY ${table}.position, ${table}.slug`;
  const entries = (list: Row[], path: (key: string) => string) =>
    list.map((row) => ({ path: path(row.key), lastModified: isoInstant(row.updated_at) }));

  const pages = await rows('SELECT path AS key, updated_at FROM content_pages WHERE published ORDER BY position, path');
  const posts = await rows('SELECT slug AS key, updated_at FROM content_posts WHERE NOT draft ORDER BY published_at DESC, slug');
  const categories = await rows(
    listed('content_categories', 'JOIN content_posts ON content_posts.category_id = content_categories.id'),
  );
  const authors = blogPath
    ? await rows(listed('content_authors', 'JOIN content_posts ON content_posts.author_id = content_authors.id'))
    : [];
  const tags = blogPath
    ? await rows(
        listed(
          'content_tags',
          `JOIN content_post_tags ON content_post_tags.tag_id = content_tags.id
           JOIN content_posts ON content_posts.id = content_post_tags.post_id`,
        ),
      )
    : [];
  const products = await rows('SELECT public_id AS key, updated_at FROM content_products ORDER BY position, public_id');
  const collections = await rows('SELECT slug AS key, updated_at FROM content_collections ORDER BY position, slug');
  return {
    entries: [
      ...entries(pages, (path) => path),
      ...entries(posts, (slug) => contentPaths.post(base, slug)),
      ...entries(categories, (slug) => contentPaths.category(base, slug)),
      ...entries(authors, (slug) => contentPaths.author(blogPath as string, slug)),
      ...entries(tags, (slug) => contentPaths.tag(blogPath as string, slug)),
      ...entries(products, contentPaths.product),
      ...entries(collections, contentPaths.collection),
    ],
  };
}
