import type {
  BlogPost,
  ContentPage,
  ContentPreview,
  PageSection,
  Product,
  ProductCollection,
  SiteContent,
} from '@booking-kit/core';

/** The slugs (ids for products) that content may refer to, by kind. */
export interface KnownSlugs {
  services: ReadonlySet<string>;
  authors: ReadonlySet<string>;
  categories: ReadonlySet<string>;
  tags: ReadonlySet<string>;
  products: ReadonlySet<string>;
  collections: ReadonlySet<string>;
}

/** A reference that points at nothing: where (a path below the entry) and what. */
export interface ReferenceIssue {
  path: Array<string | number>;
  message: string;
}

function unknown(known: ReadonlySet<string>, slugs: readonly string[], what: string, path: Array<string | number>) {
  return slugs.filter((slug) => !known.has(slug)).map((slug) => ({ path, message: `unknown ${what} "${slug}"` }));
}

function sectionIssues(sections: readonly PageSection[], known: KnownSlugs, path: Array<string | number>): ReferenceIssue[] {
  return sections.flatMap((section, index) => {
    const at = [...path, index];
    if (section.kind === 'services') return unknown(known.services, section.services, 'service', [...at, 'services']);
    if (section.kind === 'products') return unknown(known.collections, [section.collection], 'collection', [...at, 'collection']);
    if (section.kind === 'posts' && section.category !== undefined) {
      return unknown(known.categories, [section.category], 'category', [...at, 'category']);
    }
    return [];
  });
}

/** An issue for each key of the list `list` declared again after its first time (`what` names the key). */
function duplicateIssues(list: string, what: string, keys: readonly string[]): ReferenceIssue[] {
  return keys
    .filter((key, index) => keys.indexOf(key) !== index)
    .map((key) => ({ path: [list], message: `duplicate ${what} "${key}"` }));
}

/** `issues` found in the part of the document at `path`, with their paths made relative to the whole. */
function below(path: Array<string | number>, issues: ReferenceIssue[]): ReferenceIssue[] {
  return issues.map((issue) => ({ ...issue, path: [...path, ...issue.path] }));
}

/** The services, collections and categories a page's sections (in any locale) name that do not exist. */
export function pageReferenceIssues(page: ContentPage, known: KnownSlugs): ReferenceIssue[] {
  return [
    ...sectionIssues(page.sections, known, ['sections']),
    ...Object.entries(page.translations ?? {}).flatMap(([locale, texts]) =>
      sectionIssues(texts.sections ?? [], known, ['translations', locale, 'sections']),
    ),
  ];
}

/** A post's author, category and tags that do not exist, and tags named twice. */
export function postReferenceIssues(post: BlogPost, known: KnownSlugs): ReferenceIssue[] {
  return [
    ...unknown(known.authors, [post.author], 'author', ['author']),
    ...unknown(known.categories, [post.category], 'category', ['category']),
    ...unknown(known.tags, post.tags, 'tag', ['tags']),
    ...duplicateIssues('tags', 'tag', post.tags),
  ];
}

/** A product's service that does not exist, and a currency other than the business's. */
export function productReferenceIssues(product: Product, known: KnownSlugs, currency: string): ReferenceIssue[] {
  return [
    ...unknown(known.services, product.service === undefined ? [] : [product.service], 'service', ['service']),
    ...(product.currency === currency ? [] : [{ path: ['currency'], message: 'differs from the business currency' }]),
  ];
}

/** A collection's products that do not exist, and products listed twice. */
export function collectionReferenceIssues(collection: ProductCollection, known: KnownSlugs): ReferenceIssue[] {
  return [
    ...unknown(known.products, collection.products, 'product', ['products']),
    ...duplicateIssues('products', 'product', collection.products),
  ];
}

/** A preview's pages or posts declared twice, and what its pages and posts name that does not exist. */
export function previewReferenceIssues(preview: ContentPreview, known: KnownSlugs): ReferenceIssue[] {
  return [
    ...duplicateIssues(
      'pages',
      'path',
      preview.pages.map((page) => page.path),
    ),
    ...duplicateIssues(
      'posts',
      'slug',
      preview.posts.map((post) => post.slug),
    ),
    ...preview.pages.flatMap((page, index) => below(['pages', index], pageReferenceIssues(page, known))),
    ...preview.posts.flatMap((post, index) => below(['posts', index], postReferenceIssues(post, known))),
  ];
}

/**
 * Everything in a document's `content` that names something the document does not declare (a
 * post's author, category and tags, a collection's products, a section's services, collection or
 * category, a product's service, in previews too), and keys declared twice. Paths are below `content`.
 */
export function siteContentIssues(content: SiteContent, services: ReadonlySet<string>, currency: string): ReferenceIssue[] {
  const known: KnownSlugs = {
    services,
    authors: new Set(content.authors.map((author) => author.slug)),
    categories: new Set(content.categories.map((category) => category.slug)),
    tags: new Set(content.tags.map((tag) => tag.slug)),
    products: new Set(content.products.map((product) => product.id)),
    collections: new Set(content.collections.map((collection) => collection.slug)),
  };
  return [
    ...duplicateIssues(
      'pages',
      'path',
      content.pages.map((page) => page.path),
    ),
    ...duplicateIssues(
      'posts',
      'slug',
      content.posts.map((post) => post.slug),
    ),
    ...duplicateIssues(
      'authors',
      'slug',
      content.authors.map((author) => author.slug),
    ),
    ...duplicateIssues(
      'categories',
      'slug',
      content.categories.map((category) => category.slug),
    ),
    ...duplicateIssues(
      'tags',
      'slug',
      content.tags.map((tag) => tag.slug),
    ),
    ...duplicateIssues(
      'products',
      'id',
      content.products.map((product) => product.id),
    ),
    ...duplicateIssues(
      'collections',
      'slug',
      content.collections.map((collection) => collection.slug),
    ),
    ...duplicateIssues(
      'previews',
      'id',
      content.previews.map((preview) => preview.id),
    ),
    ...content.pages.flatMap((page, index) => below(['pages', index], pageReferenceIssues(page, known))),
    ...content.posts.flatMap((post, index) => below(['posts', index], postReferenceIssues(post, known))),
    ...content.products.flatMap((product, index) => below(['products', index], productReferenceIssues(product, known, currency))),
    ...content.collections.flatMap((collection, index) =>
      below(['collections', index], collectionReferenceIssues(collection, known)),
    ),
    ...content.previews.flatMap((preview, index) => below(['previews', index], previewReferenceIssues(preview, known))),
  ];
}
