import { readFile } from 'node:fs/promises';
import { apiErrorBodySchema, contentViewSchema, siteMapSchema } from '@booking-kit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { importBusiness } from '../business/import-business';
import { DEMO_BUSINESS_FILE } from '../package-paths';
import { type Json, NOW, useApiFixture } from '../test/api-fixture';

const fixture = useApiFixture();

/** GET /content for a site path, checked against the contract. */
async function content(path: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const answer = await fixture.call(`/content?${new URLSearchParams({ path, ...query })}`, { headers });
  if (answer.status === 200) expect(contentViewSchema.parse(answer.body)).toEqual(answer.body);
  else if (answer.body) expect(apiErrorBodySchema.parse(answer.body)).toEqual(answer.body);
  return answer;
}

const PUBLISHED_SLUGS = [
  'breathing-at-your-desk',
  'sleep-after-massage',
  'morning-yoga-three-days',
  'two-treatment-rooms',
  'winter-walks-by-the-water',
  'gift-cards-are-here',
];

describe('GET /content: pages', () => {
  it('answers the home page with its sections resolved: hero, services to book, the latest posts, the gift cards', async () => {
    const { status, body, headers } = await content('/');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      kind: 'page',
      locale: 'en',
      canonicalPath: '/',
      site: { name: 'Harbor Wellness Studio', defaultLocale: 'en' },
      image: { src: '/images/home/harbor.svg' },
      page: { path: '/' },
    });
    expect(body.posts).toBeUndefined();
    const [hero, services, posts, products] = body.page.sections;
    expect(hero).toMatchObject({
      kind: 'hero',
      cta: { label: 'Book an appointment', href: '/widget/appointment/harbor-studio' },
    });
    expect(services.services.map((service: Json) => [service.slug, service.bookingPath])).toEqual([
      ['intro-call', '/widget/appointment/service/intro-call'],
      ['massage-60', '/widget/appointment/service/massage-60'],
      ['yoga-class', '/widget/appointment/service/yoga-class'],
      ['consultation-30', '/widget/appointment/service/consultation-30'],
    ]);
    expect(services.services[1]).toMatchObject({
      name: 'Massage (60 min)',
      durationMinutes: 60,
      priceMinor: 8000,
      currency: 'EUR',
    });
    expect(posts.posts.map((post: Json) => post.path)).toEqual(PUBLISHED_SLUGS.slice(0, 3).map((slug) => `/journal/b/${slug}/`));
    expect(posts.posts[0]).toMatchObject({
      author: { slug: 'anna-de-vries', name: 'Anna de Vries' },
      category: { slug: 'wellbeing', name: 'Wellbeing' },
      publishedAt: '2026-02-16T08:00:00.000Z',
      coverImage: { src: '/images/journal/breathing.svg' },
    });
    expect(products).toMatchObject({
      kind: 'products',
      heading: 'Gift cards',
      collection: { slug: 'gift-cards', name: 'Gift cards', path: '/collections/gift-cards' },
    });
    expect(products.products.slice(0, 2)).toEqual([
      expect.objectContaining({ id: 'prod-gift-50', name: 'Gift card €50', priceMinor: 5000, path: '/product/prod-gift-50/' }),
      expect.objectContaining({ id: 'prod-gift-100', priceMinor: 10000, path: '/product/prod-gift-100/' }),
    ]);
    expect(headers.get('cache-control')).toBe('public, no-cache');
    expect(headers.get('vary')).toBe('Accept-Language');
    expect(headers.get('etag')).toMatch(/^W\/".+"$/);
  });

  it('answers 304 to a request that holds the current version, and 200 again once it changed', async () => {
    const first = await content('/contact');
    const etag = first.headers.get('etag') as string;
    const again = await fixture.call(`/content?path=${encodeURIComponent('/contact')}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    const german = await content('/contact', { locale: 'de' }, { 'if-none-match': etag });
    expect(german.status).toBe(200);
  });

  it('answers /about, /contact and the blog page /journal with its posts, newest first, no draft', async () => {
    expect((await content('/about')).body).toMatchObject({ title: 'About us', page: { sections: [{ kind: 'richText' }] } });
    expect((await content('/contact/')).body.page.sections[0].html).toContain('href="tel:+31201234567"');
    const journal = await content('/journal');
    expect(journal.body).toMatchObject({ kind: 'page', title: 'Journal', canonicalPath: '/journal' });
    expect(journal.body.posts.items.map((post: Json) => post.slug)).toEqual(PUBLISHED_SLUGS);
    expect(journal.body.posts.pagination).toEqual({ page: 1, pageCount: 1, total: 6 });
  });

  it('answers 404 for a page that does not exist or is not published, and for a path that names nothing', async () => {
    for (const path of ['/nothing', '/About', '/favicon.ico', '/widget', '/category/wellbeing', '/journal/b', 'about', '/a//b']) {
      const { status, body } = await content(path);
      expect(status, path).toBe(404);
      expect(body, path).toMatchObject({ code: 'NOT_FOUND', message: 'Content not found.' });
    }
    await fixture.db.query("UPDATE content_pages SET published = false WHERE path = '/contact'");
    try {
      expect((await content('/contact')).status).toBe(404);
    } finally {
      await fixture.db.query("UPDATE content_pages SET published = true WHERE path = '/contact'");
    }
  });

  it('refuses a missing path and an unsupported locale with 400', async () => {
    expect(await fixture.call('/content')).toMatchObject({ status: 400, body: { fields: { path: 'validation.required' } } });
    expect(await content('/', { locale: 'xx' })).toMatchObject({
      status: 400,
      body: { fields: { locale: 'validation.invalid' } },
    });
  });
});

describe('GET /content: posts', () => {
  const slug = 'breathing-at-your-desk';

  it('answers a post at all five forms, with one canonical path under the blog page', async () => {
    for (const path of [
      `/journal/b/${slug}/`,
      `/b/${slug}/`,
      `/journal/c/wellbeing/b/${slug}`,
      `/c/wellbeing/b/${slug}/`,
      `/post/${slug}/`,
    ]) {
      const { status, body } = await content(path);
      expect(status, path).toBe(200);
      expect(body, path).toMatchObject({
        kind: 'post',
        title: 'Breathing at your desk',
        description: expect.stringContaining('Three minutes'),
        canonicalPath: `/journal/b/${slug}/`,
        image: { src: '/images/journal/breathing.svg' },
        post: {
          slug,
          path: `/journal/b/${slug}/`,
          authorPath: '/journal/author/anna-de-vries',
          categoryPath: '/journal/category/wellbeing',
          tags: [{ slug: 'breathing', name: 'Breathing', path: '/journal/tag/breathing' }],
        },
      });
      expect(body.post.body).toContain('<h2>Box breathing in three minutes</h2>');
    }
  });

  it('answers 404 for a post under a category it is not in, under a page that is no blog, and for a draft anywhere', async () => {
    for (const path of [
      `/journal/c/studio-news/b/${slug}`,
      `/c/studio-news/b/${slug}/`,
      `/about/b/${slug}/`,
      `/nothing/b/${slug}/`,
      '/b/no-such-post/',
      '/journal/b/spring-retreat-2026/',
      '/b/spring-retreat-2026/',
      '/post/spring-retreat-2026/',
      '/c/studio-news/b/spring-retreat-2026/',
    ]) {
      expect((await content(path)).status, path).toBe(404);
    }
  });
});

describe('GET /content: lists of posts', () => {
  it('answers a category at both forms, and the site-wide /c/ form', async () => {
    for (const path of ['/journal/c/studio-news', '/journal/category/studio-news', '/c/studio-news/']) {
      const { status, body } = await content(path);
      expect(status, path).toBe(200);
      expect(body, path).toMatchObject({
        kind: 'listing',
        title: 'Studio news',
        canonicalPath: '/journal/category/studio-news',
        listing: { of: 'category', slug: 'studio-news', name: 'Studio news', pagination: { page: 1, pageCount: 1, total: 3 } },
      });
      expect(body.listing.items.map((post: Json) => post.slug)).toEqual([
        'morning-yoga-three-days',
        'two-treatment-rooms',
        'gift-cards-are-here',
      ]);
    }
  });

  it('answers an author’s and a tag’s list under the blog page', async () => {
    const author = await content('/journal/author/bruno-costa');
    expect(author.body).toMatchObject({
      kind: 'listing',
      title: 'Bruno Costa',
      description: expect.stringContaining('Lisbon'),
      canonicalPath: '/journal/author/bruno-costa',
      listing: { of: 'author', name: 'Bruno Costa' },
    });
    expect(author.body.listing.items.map((post: Json) => post.slug)).toEqual([
      'sleep-after-massage',
      'two-treatment-rooms',
      'gift-cards-are-here',
    ]);
    const tag = await content('/journal/tag/breathing');
    expect(tag.body).toMatchObject({ title: 'Breathing', canonicalPath: '/journal/tag/breathing', listing: { of: 'tag' } });
    // The draft is tagged breathing too, and stays out.
    expect(tag.body.listing.items.map((post: Json) => post.slug)).toEqual([
      'breathing-at-your-desk',
      'winter-walks-by-the-water',
    ]);
  });

  it('answers 404 for an unknown term or author, and for a list under a page that is no blog', async () => {
    for (const path of [
      '/journal/c/gossip',
      '/journal/author/nobody',
      '/journal/tag/nothing',
      '/about/category/wellbeing',
      '/x/tag/yoga',
    ]) {
      expect((await content(path)).status, path).toBe(404);
    }
  });
});

describe('GET /content: products and collections', () => {
  it('answers a product at both forms; one that books a service links to booking it', async () => {
    for (const path of ['/product/prod-gift-50/', '/journal/product/prod-gift-50/', '/product/prod-gift-50']) {
      const { status, body } = await content(path);
      expect(status, path).toBe(200);
      expect(body, path).toMatchObject({
        kind: 'product',
        title: 'Gift card €50',
        canonicalPath: '/product/prod-gift-50/',
        image: { src: '/images/products/gift-card.svg' },
        product: { id: 'prod-gift-50', priceMinor: 5000, currency: 'EUR', path: '/product/prod-gift-50/' },
      });
      expect(body.product.service).toBeUndefined();
    }
    const voucher = await content('/product/prod-massage-voucher/');
    expect(voucher.body.product.service).toEqual({
      slug: 'massage-60',
      name: 'Massage (60 min)',
      bookingPath: '/widget/appointment/service/massage-60',
    });
    expect((await content('/product/prod-massage-voucher/', { locale: 'de' })).body.product.service.name).toBe(
      'Massage (60 Min.)',
    );
  });

  it('answers a collection at both forms with its products in order', async () => {
    for (const path of ['/collections/gift-cards', '/journal/collections/gift-cards']) {
      const { status, body } = await content(path);
      expect(status, path).toBe(200);
      expect(body, path).toMatchObject({ kind: 'collection', title: 'Gift cards', canonicalPath: '/collections/gift-cards' });
      expect(body.collection.products.map((product: Json) => product.id)).toEqual([
        'prod-gift-50',
        'prod-gift-100',
        'prod-massage-voucher',
      ]);
    }
  });

  it('answers 404 for an unknown product or collection, or one under a page that is not shown', async () => {
    for (const path of [
      '/product/prod-nothing/',
      '/collections/nothing',
      '/shop/product/prod-gift-50/',
      '/shop/collections/gift-cards',
    ]) {
      expect((await content(path)).status, path).toBe(404);
    }
  });
});

describe('GET /content in the visitor’s locale', () => {
  it('answers the locale asked for, by ?locale= or Accept-Language, and says which', async () => {
    const german = await content('/journal/b/breathing-at-your-desk/', { locale: 'de' });
    expect(german.body).toMatchObject({
      locale: 'de',
      title: 'Atmen am Schreibtisch',
      site: { defaultLocale: 'en' },
      post: { category: { name: 'Wohlbefinden' }, tags: [{ name: 'Atmung' }] },
    });
    expect(german.body.post.body).toContain('Box-Atmung');
    const byHeader = await content('/', {}, { 'accept-language': 'pt-BR,pt;q=0.8' });
    expect(byHeader.body).toMatchObject({ locale: 'pt-br', title: 'Massagem, yoga e descanso em Amsterdã' });
    expect(byHeader.body.page.sections[0].cta.label).toBe('Agendar um horário');
    expect(byHeader.body.page.sections[1].services[1].name).not.toBe('Massage (60 min)');
    const french = await content('/collections/gift-cards', { locale: 'fr' });
    expect(french.body).toMatchObject({ locale: 'fr', title: 'Cartes cadeaux', collection: { name: 'Cartes cadeaux' } });
  });

  it('falls back to English for a locale without translations, naming the locale asked for', async () => {
    const spanish = await content('/journal/b/sleep-after-massage/', { locale: 'es' });
    expect(spanish.body).toMatchObject({ locale: 'es', title: 'Why you sleep so well after a massage' });
  });

  it('falls back per field: a translation without an excerpt keeps the English one, its title is translated', async () => {
    await fixture.db.query(
      `UPDATE content_posts SET translations = translations #- '{nl,excerpt}' WHERE slug = 'two-treatment-rooms'`,
    );
    const dutch = await content('/b/two-treatment-rooms/', { locale: 'nl' });
    expect(dutch.body).toMatchObject({
      locale: 'nl',
      title: 'Twee behandelkamers, twee keer zoveel rust',
      description: 'We opened a second treatment room, so Anna and I can now welcome you at the same time.',
      post: { excerpt: 'We opened a second treatment room, so Anna and I can now welcome you at the same time.' },
    });
    expect(dutch.body.post.body).toContain('behandelkamer');
  });
});

describe('GET /sitemap', () => {
  it('lists every published address with its last change: pages, posts, lists, products, collections', async () => {
    const { status, body, headers } = await fixture.call('/sitemap');
    expect(status).toBe(200);
    expect(siteMapSchema.parse(body)).toEqual(body);
    const paths = body.entries.map((entry: Json) => entry.path);
    expect(paths).toEqual([
      '/',
      '/about',
      '/contact',
      '/journal',
      ...PUBLISHED_SLUGS.map((slug) => `/journal/b/${slug}/`),
      '/journal/category/wellbeing',
      '/journal/category/studio-news',
      '/journal/author/anna-de-vries',
      '/journal/author/bruno-costa',
      '/journal/tag/breathing',
      '/journal/tag/sleep',
      '/journal/tag/yoga',
      '/journal/tag/massage',
      '/journal/tag/community',
      '/product/prod-gift-50/',
      '/product/prod-gift-100/',
      '/product/prod-massage-voucher/',
      '/collections/gift-cards',
    ]);
    expect(body.entries.every((entry: Json) => typeof entry.lastModified === 'string')).toBe(true);
    expect(headers.get('cache-control')).toBe('public, no-cache');
  });
});

describe('the OpenAPI document', () => {
  it('documents the content routes, the preview route and the content admin routes with their schemas', async () => {
    const { body } = await fixture.call('/openapi.json');
    const operations: Array<[string, string]> = [
      ['/content', 'get'],
      ['/previews/{id}', 'get'],
      ['/sitemap', 'get'],
      ['/admin/content/pages', 'put'],
      ['/admin/content/pages', 'delete'],
      ['/admin/content/pages/publish', 'post'],
      ['/admin/content/pages/unpublish', 'post'],
      ['/admin/content/posts', 'put'],
      ['/admin/content/posts/{slug}', 'delete'],
      ['/admin/content/products', 'put'],
      ['/admin/content/products/{id}', 'delete'],
      ['/admin/content/collections', 'put'],
      ['/admin/content/collections/{slug}', 'delete'],
      ['/admin/content/authors', 'put'],
      ['/admin/content/categories', 'put'],
      ['/admin/content/tags', 'put'],
      ['/admin/previews', 'post'],
      ['/admin/previews/{id}', 'delete'],
    ];
    for (const [path, method] of operations) {
      const operation = body.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      if (path.startsWith('/admin/')) {
        expect(operation.security, path).toEqual([{ adminApiKey: [] }]);
        expect(operation.responses, path).toHaveProperty('401');
      }
    }
    const getContent = body.paths['/content'].get;
    expect(getContent.parameters.map((parameter: Json) => parameter.name)).toEqual(['path', 'page', 'locale', 'Accept-Language']);
    expect(getContent.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ContentView' });
    expect(body.paths['/previews/{id}'].get.parameters.map((parameter: Json) => parameter.name)).toEqual(
      expect.arrayContaining(['id', 'token', 'path', 'page', 'locale']),
    );
    expect(body.paths['/previews/{id}'].get.responses['404'].description).toContain('wrong or expired token');
    expect(body.components.schemas.ContentView.oneOf.map((kind: Json) => kind.properties.kind.const)).toEqual([
      'page',
      'post',
      'listing',
      'product',
      'collection',
    ]);
    for (const schema of [
      'SiteMap',
      'ContentPage',
      'BlogPost',
      'Product',
      'ProductCollection',
      'ContentPreview',
      'PreviewCreated',
    ]) {
      expect(body.components.schemas, schema).toHaveProperty(schema);
    }
    expect(body.components.securitySchemes.previewToken).toMatchObject({ type: 'apiKey', in: 'query', name: 'token' });
  });
});

describe('pagination', () => {
  beforeAll(async () => {
    const demo = JSON.parse(await readFile(DEMO_BUSINESS_FILE, 'utf8'));
    const extra = Array.from({ length: 10 }, (_, index) => ({
      slug: `extra-post-${index + 1}`,
      title: `Extra post ${index + 1}`,
      body: '<p>More.</p>',
      author: 'anna-de-vries',
      category: 'wellbeing',
      publishedAt: `2025-10-${String(index + 10).padStart(2, '0')}T08:00:00.000Z`,
    }));
    demo.content.posts.push(...extra);
    await importBusiness(fixture.db, demo, { now: NOW, previewToken: 'test-preview-token-0123456789abcdef' });
  });

  it('gives lists ten posts a page, newest first, and 404 past the last page or for a malformed page', async () => {
    const first = await content('/journal');
    expect(first.body.posts.pagination).toEqual({ page: 1, pageCount: 2, total: 16 });
    expect(first.body.posts.items).toHaveLength(10);
    const second = await content('/journal', { page: '2' });
    expect(second.body.posts.pagination).toEqual({ page: 2, pageCount: 2, total: 16 });
    expect(second.body.posts.items.map((post: Json) => post.slug)).toEqual([
      'extra-post-6',
      'extra-post-5',
      'extra-post-4',
      'extra-post-3',
      'extra-post-2',
      'extra-post-1',
    ]);
    const wellbeing = await content('/c/wellbeing/', { page: '2' });
    expect(wellbeing.body.listing.pagination).toEqual({ page: 2, pageCount: 2, total: 13 });
    expect(wellbeing.body.listing.items).toHaveLength(3);
    for (const [path, page] of [
      ['/journal', '3'],
      ['/journal', '0'],
      ['/journal', '-1'],
      ['/journal', '1.5'],
      ['/journal', 'abc'],
      ['/journal', ''],
      ['/c/wellbeing/', '3'],
      ['/about', '2'],
      ['/b/extra-post-1/', '2'],
      ['/product/prod-gift-50/', '2'],
    ] as const) {
      expect((await content(path, { page })).status, `${path}?page=${page}`).toBe(404);
    }
    expect((await content('/journal/tag/yoga', { page: '1' })).status).toBe(200);
  });
});
