import { type BlogPost, type ContentPage, contentPreviewSchema, slugSchema } from '@booking-kit/core';
import type { Queryable } from '../db/database';
import { previewTokenMatches } from './preview-tokens';
import { type ContentSource, isoInstant, type PostFilter, type PublishedContent } from './published-content';

/** A preview's own pages and posts. */
export interface StoredPreview {
  id: string;
  /** When the preview's link stops opening it (an ISO-8601 instant). */
  expiresAt: string;
  pages: ContentPage[];
  posts: BlogPost[];
}

// Compared against when no preview has the id asked for, so an unknown id costs what a wrong
// token costs: the answer's timing does not tell which previews exist.
const NO_HASH = '0'.repeat(64);

/**
 * The preview `id` for the holder of `token`, or undefined: for an unknown or malformed id, a
 * missing or wrong token and an expired one alike, so a caller answers them all the same.
 */
export async function openPreview(
  db: Queryable,
  id: string,
  token: string | undefined,
  now: Date,
): Promise<StoredPreview | undefined> {
  const row = slugSchema.safeParse(id).success
    ? (
        await db.query<{ token_hash: string; live: boolean; expires_at: Date | string; pages: unknown; posts: unknown }>(
          'SELECT token_hash, token_expires_at > $2::timestamptz AS live, token_expires_at AS expires_at, pages, posts FROM content_previews WHERE id = $1',
          [id, now.toISOString()],
        )
      ).rows[0]
    : undefined;
  const matches = previewTokenMatches(token ?? '', row?.token_hash ?? NO_HASH);
  if (!row || token === undefined || token === '' || !matches || !row.live) return undefined;
  // Stored as validated; parsing again fills in defaults a later version may have added.
  const { pages, posts } = contentPreviewSchema.parse({ id, pages: row.pages, posts: row.posts });
  return { id, expiresAt: new Date(row.expires_at).toISOString(), pages, posts };
}

function matchesFilter(post: BlogPost, filter: PostFilter): boolean {
  return (
    (filter.category === undefined || post.category === filter.category) &&
    (filter.author === undefined || post.author === filter.author) &&
    (filter.tag === undefined || post.tags.includes(filter.tag))
  );
}

/** Newest first, then by slug: the order of every list of posts. */
export function newestFirst(a: BlogPost, b: BlogPost): number {
  const [left, right] = [isoInstant(a.publishedAt), isoInstant(b.publishedAt)];
  if (left !== right) return left < right ? 1 : -1;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

/**
 * The published site with a preview laid over it: the preview's page replaces the published page
 * of its path (shown whether or not it is marked published), its posts replace published posts of
 * the same slug or add to them, drafts included.
 */
export function previewContent(published: PublishedContent, preview: StoredPreview): ContentSource {
  const pages = new Map(preview.pages.map((page) => [page.path, page]));
  const posts = new Map(preview.posts.map((post) => [post.slug, post]));
  return {
    page: async (path) => pages.get(path) ?? published.page(path),
    blogPath: async () => {
      const order = await published.pageOrder();
      const laidOver = order.map(({ path, blog }) => ({ path, blog: pages.get(path)?.blog ?? blog }));
      const added = preview.pages.filter((page) => !order.some((entry) => entry.path === page.path));
      return [...laidOver, ...added].find((page) => page.blog)?.path;
    },
    post: async (slug) => posts.get(slug) ?? published.post(slug),
    posts: async (filter, offset, limit) => {
      const own = preview.posts.filter((post) => matchesFilter(post, filter));
      // The merged list's first offset + limit are among the published list's first offset + limit and the preview's own.
      const rest = await published.posts(filter, 0, offset + limit, [...posts.keys()]);
      const items = [...own, ...rest.items].sort(newestFirst).slice(offset, offset + limit);
      return { items, total: own.length + rest.total };
    },
  };
}
