import type { BlogPost, ContentAuthor, ContentPage, ContentTerm, Product, ProductCollection } from '@booking-kit/core';
import type { Queryable, Transaction } from '../db/database';
import { linkAll, upsert } from '../db/upserts';
import type { KnownSlugs } from './content-references';
import { sanitizePage, sanitizePost } from './sanitize-content';

// The one place the site's content is written (previews have their own, preview-writes.ts), for
// the import and the admin API alike: rich text is sanitized here, so nothing else can store
// unsanitized HTML. Upserts are by the public key (path, slug, id). `updated_at` moves only when
// something changed, so the sitemap's lastModified stays true across repeated imports.

/** What an upsert did: the row and whether it is new. */
export interface Written {
  id: number;
  created: boolean;
}

async function write(tx: Transaction, sql: string, params: unknown[]): Promise<Written> {
  const counts = { created: 0, updated: 0 };
  const id = await upsert(tx, sql, params, counts);
  return { id, created: counts.created === 1 };
}

/** `updated_at` moves to now() only when one of `columns` changes. */
function touched(table: string, columns: readonly string[]): string {
  const before = columns.map((column) => `${table}.${column}`).join(', ');
  const after = columns.map((column) => `EXCLUDED.${column}`).join(', ');
  return `updated_at = CASE WHEN (${before}) IS DISTINCT FROM (${after}) THEN now() ELSE ${table}.updated_at END`;
}

/** A new row goes last unless the caller (the import) gives its position; an update keeps it. */
const position = (table: string, parameter: string) =>
  `COALESCE(${parameter}::integer, (SELECT COALESCE(max(position) + 1, 0) FROM ${table}))`;

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Creates or updates a page by path (its rich text sanitized), and answers it as stored. */
export async function upsertPage(tx: Transaction, input: ContentPage, at?: number): Promise<Written & { page: ContentPage }> {
  const page = sanitizePage(input);
  const written = await write(
    tx,
    `INSERT INTO content_pages (path, title, description, sections, blog, published, translations, position)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7::jsonb, ${position('content_pages', '$8')})
     ON CONFLICT (path) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, sections = EXCLUDED.sections,
       blog = EXCLUDED.blog, published = EXCLUDED.published, translations = EXCLUDED.translations,
       position = COALESCE($8::integer, content_pages.position),
       ${touched('content_pages', ['title', 'description', 'sections', 'blog', 'published', 'translations'])}`,
    [
      page.path,
      page.title,
      page.description,
      JSON.stringify(page.sections),
      page.blog,
      page.published,
      JSON.stringify(page.translations ?? {}),
      at ?? null,
    ],
  );
  return { ...written, page };
}

/** Publishes or unpublishes the page at `path`; false when there is none. */
export async function setPagePublished(tx: Queryable, path: string, published: boolean): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE content_pages SET published = $2, updated_at = CASE WHEN published = $2 THEN updated_at ELSE now() END
     WHERE path = $1 RETURNING id`,
    [path, published],
  );
  return rows.length > 0;
}

/** Creates or updates an author by slug. */
export function upsertAuthor(tx: Transaction, author: ContentAuthor, at?: number): Promise<Written> {
  return write(
    tx,
    `INSERT INTO content_authors (slug, name, bio, avatar, translations, position)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, ${position('content_authors', '$6')})
     ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, bio = EXCLUDED.bio, avatar = EXCLUDED.avatar,
       translations = EXCLUDED.translations, position = COALESCE($6::integer, content_authors.position),
       ${touched('content_authors', ['name', 'bio', 'avatar', 'translations'])}`,
    [author.slug, author.name, author.bio, json(author.avatar), JSON.stringify(author.translations ?? {}), at ?? null],
  );
}

/** The tables of the two kinds of terms. */
export const TERM_TABLES = { categories: 'content_categories', tags: 'content_tags' } as const;

/** Creates or updates a category or a tag by slug. */
export function upsertTerm(tx: Transaction, kind: keyof typeof TERM_TABLES, term: ContentTerm, at?: number): Promise<Written> {
  // The table name comes from TERM_TABLES, never from input.
  const table = TERM_TABLES[kind];
  return write(
    tx,
    `INSERT INTO ${table} (slug, name, description, translations, position)
     VALUES ($1, $2, $3, $4::jsonb, ${position(table, '$5')})
     ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
       translations = EXCLUDED.translations, position = COALESCE($5::integer, ${table}.position),
       ${touched(table, ['name', 'description', 'translations'])}`,
    [term.slug, term.name, term.description, JSON.stringify(term.translations ?? {}), at ?? null],
  );
}

/** Row ids by slug, in the order asked for (the caller checked that each exists). */
async function idsOf(tx: Queryable, table: string, column: string, keys: readonly string[]): Promise<number[]> {
  if (keys.length === 0) return [];
  const { rows } = await tx.query<{ id: number; key: string }>(
    `SELECT id, ${column} AS key FROM ${table} WHERE ${column} = ANY($1::text[])`,
    [[...keys]],
  );
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  return keys.map((key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`unknown ${table} "${key}"`);
    return id;
  });
}

/** Creates or updates a post by slug (its body sanitized), with its tags, and answers it as stored. */
export async function upsertPost(tx: Transaction, input: BlogPost): Promise<Written & { post: BlogPost }> {
  const post = sanitizePost(input);
  const written = await write(
    tx,
    `INSERT INTO content_posts (slug, title, excerpt, body, cover_image, author_id, category_id, published_at, draft, translations)
     VALUES ($1, $2, $3, $4, $5::jsonb, (SELECT id FROM content_authors WHERE slug = $6),
       (SELECT id FROM content_categories WHERE slug = $7), $8::timestamptz, $9, $10::jsonb)
     ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, excerpt = EXCLUDED.excerpt, body = EXCLUDED.body,
       cover_image = EXCLUDED.cover_image, author_id = EXCLUDED.author_id, category_id = EXCLUDED.category_id,
       published_at = EXCLUDED.published_at, draft = EXCLUDED.draft, translations = EXCLUDED.translations,
       ${touched('content_posts', ['title', 'excerpt', 'body', 'cover_image', 'author_id', 'category_id', 'published_at', 'draft', 'translations'])}`,
    [
      post.slug,
      post.title,
      post.excerpt,
      post.body,
      json(post.coverImage),
      post.author,
      post.category,
      post.publishedAt,
      post.draft,
      JSON.stringify(post.translations ?? {}),
    ],
  );
  await linkAll(tx, 'content_post_tags', 'post_id', written.id, 'tag_id', await idsOf(tx, 'content_tags', 'slug', post.tags));
  return { ...written, post };
}

/** Creates or updates a product by id. */
export function upsertProduct(tx: Transaction, product: Product, at?: number): Promise<Written> {
  return write(
    tx,
    `INSERT INTO content_products (public_id, name, description, price_minor, currency, images, service_id, translations, position)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, (SELECT id FROM services WHERE slug = $7), $8::jsonb, ${position('content_products', '$9')})
     ON CONFLICT (public_id) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
       price_minor = EXCLUDED.price_minor, currency = EXCLUDED.currency, images = EXCLUDED.images,
       service_id = EXCLUDED.service_id, translations = EXCLUDED.translations,
       position = COALESCE($9::integer, content_products.position),
       ${touched('content_products', ['name', 'description', 'price_minor', 'currency', 'images', 'service_id', 'translations'])}`,
    [
      product.id,
      product.name,
      product.description,
      product.priceMinor,
      product.currency,
      JSON.stringify(product.images),
      product.service ?? null,
      JSON.stringify(product.translations ?? {}),
      at ?? null,
    ],
  );
}

/** Creates or updates a collection by slug, with its products in order. */
export async function upsertCollection(tx: Transaction, collection: ProductCollection, at?: number): Promise<Written> {
  const written = await write(
    tx,
    `INSERT INTO content_collections (slug, name, description, translations, position)
     VALUES ($1, $2, $3, $4::jsonb, ${position('content_collections', '$5')})
     ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
       translations = EXCLUDED.translations, position = COALESCE($5::integer, content_collections.position),
       ${touched('content_collections', ['name', 'description', 'translations'])}`,
    [collection.slug, collection.name, collection.description, JSON.stringify(collection.translations ?? {}), at ?? null],
  );
  const products = await idsOf(tx, 'content_products', 'public_id', collection.products);
  await linkAll(tx, 'content_collection_products', 'collection_id', written.id, 'product_id', products);
  return written;
}

/** The tables admin deletes reach, with the column of the key each is deleted by. */
export const DELETABLE = {
  pages: { table: 'content_pages', key: 'path' },
  posts: { table: 'content_posts', key: 'slug' },
  products: { table: 'content_products', key: 'public_id' },
  collections: { table: 'content_collections', key: 'slug' },
  previews: { table: 'content_previews', key: 'id' },
} as const;

/** Deletes a page, post, product, collection or preview by its key; false when there was none. */
export async function deleteContent(tx: Queryable, kind: keyof typeof DELETABLE, key: string): Promise<boolean> {
  // Table and column come from DELETABLE, never from input.
  const { table, key: column } = DELETABLE[kind];
  const { rows } = await tx.query(`DELETE FROM ${table} WHERE ${column} = $1 RETURNING 1`, [key]);
  return rows.length > 0;
}

/** Every slug content may refer to, as stored: what an admin write is checked against. */
export async function storedSlugs(db: Queryable): Promise<KnownSlugs> {
  const { rows } = await db.query<{ kind: keyof KnownSlugs; key: string }>(
    `SELECT 'services' AS kind, slug AS key FROM services
     UNION ALL SELECT 'authors', slug FROM content_authors
     UNION ALL SELECT 'categories', slug FROM content_categories
     UNION ALL SELECT 'tags', slug FROM content_tags
     UNION ALL SELECT 'products', public_id FROM content_products
     UNION ALL SELECT 'collections', slug FROM content_collections`,
  );
  const known = {
    services: new Set<string>(),
    authors: new Set<string>(),
    categories: new Set<string>(),
    tags: new Set<string>(),
    products: new Set<string>(),
    collections: new Set<string>(),
  };
  for (const row of rows) known[row.kind].add(row.key);
  return known;
}
