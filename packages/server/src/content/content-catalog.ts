import { type ContentImage, isLocale, type Locale } from '@booking-kit/core';
import type { StoredTranslations } from '../catalog/translations';
import { camelCaseColumns } from '../db/camel-case-columns';
import type { Queryable } from '../db/database';

// What content refers to and a preview never replaces: the business, authors, categories, tags,
// services, products and collections, read from the database with their translations (the view
// picks the locale). One catalog serves one request and remembers what it read.

/** The business as the content's `site` names it. */
export interface SiteInfo {
  name: string;
  defaultLocale: Locale;
}

/** An author as stored. */
export interface AuthorRecord {
  slug: string;
  name: string;
  bio: string;
  avatar: ContentImage | null;
  translations: StoredTranslations;
  updatedAt: Date;
}

/** A category or tag as stored. */
export interface TermRecord {
  slug: string;
  name: string;
  description: string;
  translations: StoredTranslations;
  updatedAt: Date;
}

/** A service as a content page offers it. */
export interface ServiceRecord {
  slug: string;
  name: string;
  description: string;
  durationMinutes: number;
  priceMinor: number;
  currency: string;
  translations: StoredTranslations;
}

/** A product as stored, with the service it books. */
export interface ProductRecord {
  id: string;
  name: string;
  description: string;
  priceMinor: number;
  currency: string;
  images: ContentImage[];
  service: { slug: string; name: string; translations: StoredTranslations } | null;
  translations: StoredTranslations;
  updatedAt: Date;
}

/** A collection as stored, with its products in order. */
export interface CollectionRecord {
  slug: string;
  name: string;
  description: string;
  translations: StoredTranslations;
  products: ProductRecord[];
  updatedAt: Date;
}

/** The kinds of terms. */
export type TermKind = 'categories' | 'tags';

/** Reads what content refers to, remembering each answer for the request. */
export interface ContentCatalog {
  site(): Promise<SiteInfo>;
  /** Authors by slug (those that exist). */
  authors(slugs: readonly string[]): Promise<Map<string, AuthorRecord>>;
  /** Categories or tags by slug (those that exist). */
  terms(kind: TermKind, slugs: readonly string[]): Promise<Map<string, TermRecord>>;
  /** Services by slug, in the order asked, unknown ones left out. */
  services(slugs: readonly string[]): Promise<ServiceRecord[]>;
  product(id: string): Promise<ProductRecord | undefined>;
  collection(slug: string): Promise<CollectionRecord | undefined>;
}

interface ProductRow {
  public_id: string;
  name: string;
  description: string;
  price_minor: number;
  currency: string;
  images: ContentImage[];
  service: ProductRecord['service'];
  translations: StoredTranslations;
  updated_at: Date;
}

const PRODUCT_SELECT = `
  SELECT content_products.public_id, content_products.name, content_products.description, content_products.price_minor,
    content_products.currency, content_products.images, content_products.translations, content_products.updated_at,
    (SELECT json_build_object('slug', services.slug, 'name', services.name, 'translations', services.translations)
       FROM services WHERE services.id = content_products.service_id) AS service
  FROM content_products`;

function toProduct(row: ProductRow): ProductRecord {
  return {
    id: row.public_id,
    ...camelCaseColumns(row, ['name', 'description', 'price_minor', 'currency', 'images', 'service', 'translations']),
    updatedAt: new Date(row.updated_at),
  };
}

/** Remembers the records read by slug, misses included, and reads only what is new. */
function remembered<T>(read: (slugs: string[]) => Promise<Array<[string, T]>>) {
  const known = new Map<string, T | undefined>();
  return async (slugs: readonly string[]): Promise<Map<string, T>> => {
    const missing = [...new Set(slugs)].filter((slug) => !known.has(slug));
    if (missing.length > 0) {
      const found = new Map(await read(missing));
      for (const slug of missing) known.set(slug, found.get(slug));
    }
    const answer = new Map<string, T>();
    for (const slug of slugs) {
      const record = known.get(slug);
      if (record !== undefined) answer.set(slug, record);
    }
    return answer;
  };
}

/** The catalog of one request. */
export function contentCatalog(db: Queryable): ContentCatalog {
  let site: Promise<SiteInfo> | undefined;
  const authors = remembered<AuthorRecord>(async (slugs) => {
    const { rows } = await db.query<Omit<AuthorRecord, 'updatedAt'> & { updated_at: Date }>(
      'SELECT slug, name, bio, avatar, translations, updated_at FROM content_authors WHERE slug = ANY($1::text[])',
      [slugs],
    );
    return rows.map(({ updated_at, ...row }) => [row.slug, { ...row, updatedAt: new Date(updated_at) }]);
  });
  const term = (table: string) =>
    remembered<TermRecord>(async (slugs) => {
      // The table name is one of two constants below, never input.
      const { rows } = await db.query<Omit<TermRecord, 'updatedAt'> & { updated_at: Date }>(
        `SELECT slug, name, description, translations, updated_at FROM ${table} WHERE slug = ANY($1::text[])`,
        [slugs],
      );
      return rows.map(({ updated_at, ...row }) => [row.slug, { ...row, updatedAt: new Date(updated_at) }]);
    });
  const terms = { categories: term('content_categories'), tags: term('content_tags') };
  return {
    site: () => {
      site ??= db
        .query<{ name: string; default_locale: string }>('SELECT name, default_locale FROM business WHERE id = 1')
        .then(({ rows }) => {
          const row = rows[0];
          const defaultLocale = row && isLocale(row.default_locale) ? row.default_locale : 'en';
          return { name: row?.name ?? '', defaultLocale };
        });
      return site;
    },
    authors,
    terms: (kind, slugs) => terms[kind](slugs),
    services: async (slugs) => {
      if (slugs.length === 0) return [];
      const { rows } = await db.query<{
        slug: string;
        name: string;
        description: string;
        duration_minutes: number;
        price_minor: number;
        currency: string;
        translations: StoredTranslations;
      }>(
        `SELECT slug, name, description, duration_minutes, price_minor, currency, translations FROM services
         WHERE slug = ANY($1::text[])`,
        [[...slugs]],
      );
      const bySlug = new Map(rows.map((row) => [row.slug, row]));
      return slugs.flatMap((slug) => {
        const row = bySlug.get(slug);
        if (!row) return [];
        return [
          camelCaseColumns(row, ['slug', 'name', 'description', 'duration_minutes', 'price_minor', 'currency', 'translations']),
        ];
      });
    },
    product: async (id) => {
      const { rows } = await db.query<ProductRow>(`${PRODUCT_SELECT} WHERE content_products.public_id = $1`, [id]);
      return rows[0] && toProduct(rows[0]);
    },
    collection: async (slug) => {
      const { rows } = await db.query<{
        id: number;
        slug: string;
        name: string;
        description: string;
        translations: StoredTranslations;
        updated_at: Date;
      }>('SELECT id, slug, name, description, translations, updated_at FROM content_collections WHERE slug = $1', [slug]);
      const row = rows[0];
      if (!row) return undefined;
      const products = await db.query<ProductRow>(
        `${PRODUCT_SELECT} JOIN content_collection_products ON content_collection_products.product_id = content_products.id
         WHERE content_collection_products.collection_id = $1 ORDER BY content_collection_products.position`,
        [row.id],
      );
      return {
        ...camelCaseColumns(row, ['slug', 'name', 'description', 'translations']),
        products: products.rows.map(toProduct),
        updatedAt: new Date(row.updated_at),
      };
    },
  };
}
