/**
 * What a site path names: a page, a post, a list of posts (of a category, an author or a tag), a
 * product or a collection. `base` is the page the address lives under (`/journal` in
 * `/journal/b/{slug}/`), `null` for the site-wide forms (`/b/{slug}/`, `/post/{slug}/`).
 */
export type ContentRoute =
  | { kind: 'page'; path: string }
  | { kind: 'post'; slug: string; base: string | null; category?: string }
  | { kind: 'listing'; of: 'category' | 'author' | 'tag'; slug: string; base: string | null }
  | { kind: 'product'; id: string; base: string | null }
  | { kind: 'collection'; slug: string; base: string | null };

/** One word of a path: lower-case letters and digits joined by single hyphens. */
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The words that name a route of their own after a page's path: no page's path uses them. */
export const RESERVED_PATH_WORDS: ReadonlySet<string> = new Set([
  'b',
  'c',
  'category',
  'author',
  'tag',
  'product',
  'collections',
  'post',
  'v2',
  'widget',
  'api',
]);

/** The longest site path read. */
const MAX_PATH_LENGTH = 200;

/** `/a/b` for the segments, `/` for none. */
const join = (segments: readonly string[]) => `/${segments.join('/')}`;

/** A page path made of `segments`, or null when a segment is reserved (it is then no page). */
const pageBase = (segments: readonly string[]) =>
  segments.length === 0 ? null : segments.some((segment) => RESERVED_PATH_WORDS.has(segment)) ? undefined : join(segments);

/**
 * Reads a site path (without the locale prefix; a trailing slash or none) as the spec's content
 * routes: `/`, `/{path}`, `/{path}/b/{slug}/`, `/b/{slug}/`, `/{path}/c/{category}` (and its
 * `/b/{slug}`), `/c/{category}/` (and its `/b/{slug}/`), `/{path}/category/{category}`,
 * `/{path}/author/{author}`, `/{path}/tag/{tag}`, `/post/{slug}/`, `/{path}/product/{id}/`,
 * `/product/{id}/`, `/{path}/collections/{slug}`, `/collections/{slug}`. Undefined for anything
 * else: an upper-case letter, an empty or malformed segment, a reserved word as a page's path.
 * @example parseContentPath('/journal/c/wellbeing/b/breathing/') // { kind: 'post', slug: 'breathing', base: '/journal', category: 'wellbeing' }
 */
export function parseContentPath(path: string): ContentRoute | undefined {
  if (path.length === 0 || path.length > MAX_PATH_LENGTH || !path.startsWith('/') || path.includes('//')) return undefined;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const segments = trimmed === '/' ? [] : trimmed.slice(1).split('/');
  if (!segments.every((segment) => SEGMENT.test(segment))) return undefined;
  const n = segments.length;
  const [word, slug] = [segments[n - 2], segments[n - 1] as string];
  const before = segments.slice(0, -2);

  if (n === 0) return { kind: 'page', path: '/' };
  if (n === 2 && word === 'post') return { kind: 'post', slug, base: null };
  if (word === 'b') {
    // `…/c/{category}/b/{slug}`: a post of a category.
    if (before.length >= 2 && before[before.length - 2] === 'c') {
      const base = pageBase(before.slice(0, -2));
      const category = before[before.length - 1] as string;
      return base === undefined ? undefined : { kind: 'post', slug, base, category };
    }
    const base = pageBase(before);
    return base === undefined ? undefined : { kind: 'post', slug, base };
  }
  if (word === 'c' || word === 'collections' || word === 'product') {
    const base = pageBase(before);
    if (base === undefined) return undefined;
    if (word === 'c') return { kind: 'listing', of: 'category', slug, base };
    return word === 'product' ? { kind: 'product', id: slug, base } : { kind: 'collection', slug, base };
  }
  if (word === 'category' || word === 'author' || word === 'tag') {
    // Only under a page: `/{path}/category/{slug}`.
    const base = pageBase(before);
    return base === undefined || base === null ? undefined : { kind: 'listing', of: word, slug, base };
  }
  const page = pageBase(segments);
  return page ? { kind: 'page', path: page } : undefined;
}

/** A preview's own forms of the list routes (`/v2/preview/{id}/category/{slug}`...): no page before them. */
const PREVIEW_LIST = /^\/(category|author|tag)\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/**
 * A path as a preview reads it: every site path (`parseContentPath`), and the spec's preview
 * list routes without a page, `/category/{slug}`, `/author/{slug}` and `/tag/{slug}` (the blog
 * page's lists). The site itself has no such address.
 * @example parsePreviewPath('/author/anna-de-vries') // { kind: 'listing', of: 'author', slug: 'anna-de-vries', base: null }
 */
export function parsePreviewPath(path: string): ContentRoute | undefined {
  const route = parseContentPath(path);
  if (route) return route;
  const list = PREVIEW_LIST.exec(path);
  if (!list) return undefined;
  return { kind: 'listing', of: list[1] as 'category' | 'author' | 'tag', slug: list[2] as string, base: null };
}

/** The prefix of an address under `base` (none for the site-wide forms and the home page). */
const under = (base: string | null) => (base === null || base === '/' ? '' : base);

/**
 * The addresses of content, as the API answers them in `path` fields and the app links them: the
 * forms with a trailing slash where the spec writes one.
 */
export const contentPaths = {
  /** `/journal/b/{slug}/`, or `/b/{slug}/` without a blog page. */
  post: (base: string | null, slug: string) => `${under(base)}/b/${slug}/`,
  /** `/journal/category/{slug}`, or `/c/{slug}/` without a blog page. */
  category: (base: string | null, slug: string) => (base === null ? `/c/${slug}/` : `${under(base)}/category/${slug}`),
  /** `/journal/author/{slug}` (an author's list needs a blog page). */
  author: (base: string, slug: string) => `${under(base)}/author/${slug}`,
  /** `/journal/tag/{slug}` (a tag's list needs a blog page). */
  tag: (base: string, slug: string) => `${under(base)}/tag/${slug}`,
  /** `/product/{id}/`. */
  product: (id: string) => `/product/${id}/`,
  /** `/collections/{slug}`. */
  collection: (slug: string) => `/collections/${slug}`,
} as const;
