import { describe, expect, it } from 'vitest';
import { type Json, useApiFixture } from '../test/api-fixture';

const ADMIN_KEY = 'content-admin-key-for-tests';
const admin = { authorization: `Bearer ${ADMIN_KEY}` };

const fixture = useApiFixture({ adminApiKey: ADMIN_KEY });

/** A JSON write with the admin key. */
const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = admin) =>
  fixture.call(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

const content = (path: string, headers: Record<string, string> = {}) =>
  fixture.call(`/content?path=${encodeURIComponent(path)}`, { headers });

const HOSTILE =
  '<p onclick="alert(1)">Hello<script>alert(2)</script> <a href="java\tscript:alert(3)">x</a>' +
  '<img src=x onerror=alert(4)><iframe srcdoc="<script>alert(5)</script>"></iframe></p>';
const CLEAN = '<p>Hello <a>x</a><img src="x" /></p>';

describe('the content admin API', () => {
  it('needs the admin key on every route', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['PUT', '/admin/content/pages', { path: '/x', title: 'X' }],
      ['DELETE', '/admin/content/pages?path=/about'],
      ['POST', '/admin/content/pages/publish', { path: '/about' }],
      ['POST', '/admin/content/pages/unpublish', { path: '/about' }],
      ['PUT', '/admin/content/posts', {}],
      ['DELETE', '/admin/content/posts/sleep-after-massage'],
      ['PUT', '/admin/content/products', {}],
      ['DELETE', '/admin/content/products/prod-gift-50'],
      ['PUT', '/admin/content/collections', {}],
      ['DELETE', '/admin/content/collections/gift-cards'],
      ['PUT', '/admin/content/authors', {}],
      ['PUT', '/admin/content/categories', {}],
      ['PUT', '/admin/content/tags', {}],
      ['POST', '/admin/previews', {}],
      ['DELETE', '/admin/previews/preview-spring'],
    ];
    for (const [method, path, body] of routes) {
      for (const headers of [{}, { authorization: 'Bearer wrong' }] as Array<Record<string, string>>) {
        const answer = await send(method, path, body, headers);
        expect(answer.status, `${method} ${path}`).toBe(401);
        expect(answer.body.code).toBe('UNAUTHORIZED');
      }
    }
    expect((await content('/about')).status).toBe(200);
  });

  it('unpublishes and publishes a page: the next request shows it, with no stale copy', async () => {
    const before = await content('/about');
    expect(before.status).toBe(200);
    const etag = before.headers.get('etag') as string;
    expect(await send('POST', '/admin/content/pages/unpublish', { path: '/about' })).toMatchObject({
      status: 200,
      body: { path: '/about', published: false },
    });
    expect((await content('/about', { 'if-none-match': etag })).status).toBe(404);
    expect((await fixture.call('/sitemap')).body.entries.map((entry: Json) => entry.path)).not.toContain('/about');
    expect(await send('POST', '/admin/content/pages/publish', { path: '/about' })).toMatchObject({
      status: 200,
      body: { published: true },
    });
    expect((await content('/about')).status).toBe(200);
    expect(await send('POST', '/admin/content/pages/publish', { path: '/nowhere' })).toMatchObject({ status: 404 });
    expect(await send('POST', '/admin/content/pages/publish', { path: 'about' })).toMatchObject({
      status: 400,
      body: { fields: { path: 'validation.invalid' } },
    });
  });

  it('creates and updates a page by path, storing only sanitized rich text; the change shows at once', async () => {
    const page = {
      path: '/team',
      title: 'Our team',
      sections: [{ kind: 'richText', html: HOSTILE }],
      translations: { de: { title: 'Unser Team', sections: [{ kind: 'richText', html: HOSTILE }] } },
    };
    const created = await send('PUT', '/admin/content/pages', page);
    expect(created.status).toBe(201);
    expect(created.body.sections).toEqual([{ kind: 'richText', html: CLEAN }]);
    expect(created.body.translations.de.sections).toEqual([{ kind: 'richText', html: CLEAN }]);
    const stored = await fixture.db.query<{ sections: string; translations: string }>(
      "SELECT sections::text, translations::text FROM content_pages WHERE path = '/team'",
    );
    expect(`${stored.rows[0]?.sections}${stored.rows[0]?.translations}`).not.toMatch(
      /<script|onclick|onerror|javascript|iframe/i,
    );
    const shown = await content('/team');
    expect(shown.body).toMatchObject({ title: 'Our team', page: { sections: [{ kind: 'richText', html: CLEAN }] } });
    expect((await fixture.call('/content?path=%2Fteam&locale=de')).body.title).toBe('Unser Team');

    const updated = await send('PUT', '/admin/content/pages', { ...page, title: 'The team' });
    expect(updated.status).toBe(200);
    expect((await content('/team')).body.title).toBe('The team');
    expect(await send('DELETE', '/admin/content/pages?path=/team')).toMatchObject({ status: 204 });
    expect((await content('/team')).status).toBe(404);
    expect(await send('DELETE', '/admin/content/pages?path=/team')).toMatchObject({ status: 404 });
  });

  it('creates, publishes and deletes a post, sanitizing its body in every locale', async () => {
    const post = {
      slug: 'a-new-post',
      title: 'A new post',
      excerpt: 'Fresh.',
      body: HOSTILE,
      author: 'bruno-costa',
      category: 'wellbeing',
      tags: ['sleep'],
      publishedAt: '2026-02-20T08:00:00.000Z',
      draft: true,
      translations: { fr: { title: 'Un nouvel article', body: HOSTILE } },
    };
    const created = await send('PUT', '/admin/content/posts', post);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ body: CLEAN, translations: { fr: { body: CLEAN } } });
    expect((await content('/journal/b/a-new-post/')).status).toBe(404);
    expect((await send('PUT', '/admin/content/posts', { ...post, draft: false })).status).toBe(200);
    const shown = await content('/journal/b/a-new-post/');
    expect(shown.body.post).toMatchObject({ body: CLEAN, tags: [{ slug: 'sleep' }] });
    expect((await fixture.call('/content?path=%2Fb%2Fa-new-post%2F&locale=fr')).body.post.body).toBe(CLEAN);
    expect((await content('/journal')).body.posts.items[0].slug).toBe('a-new-post');
    expect(await send('DELETE', '/admin/content/posts/a-new-post')).toMatchObject({ status: 204 });
    expect((await content('/journal/b/a-new-post/')).status).toBe(404);
  });

  it('refuses references that point at nothing, naming each, and writes nothing', async () => {
    const post = await send('PUT', '/admin/content/posts', {
      slug: 'orphan',
      title: 'Orphan',
      body: '<p>x</p>',
      author: 'nobody',
      category: 'gossip',
      tags: ['sleep', 'nothing'],
      publishedAt: '2026-02-20T08:00:00.000Z',
    });
    expect(post.status).toBe(400);
    expect(post.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { author: 'validation.invalid', category: 'validation.invalid', tags: 'validation.invalid' },
      message: expect.stringContaining('unknown author "nobody"'),
    });
    const page = await send('PUT', '/admin/content/pages', {
      path: '/shop',
      title: 'Shop',
      sections: [
        { kind: 'services', services: ['massage-60', 'no-service'] },
        { kind: 'products', collection: 'nothing' },
      ],
    });
    expect(page).toMatchObject({
      status: 400,
      body: { fields: { 'sections.0.services': 'validation.invalid', 'sections.1.collection': 'validation.invalid' } },
    });
    const product = await send('PUT', '/admin/content/products', {
      id: 'prod-x',
      name: 'X',
      priceMinor: 100,
      currency: 'USD',
      service: 'nothing',
    });
    expect(product).toMatchObject({
      status: 400,
      body: { fields: { service: 'validation.invalid', currency: 'validation.invalid' } },
    });
    const collection = await send('PUT', '/admin/content/collections', { slug: 'x', name: 'X', products: ['prod-nothing'] });
    expect(collection).toMatchObject({ status: 400, body: { fields: { products: 'validation.invalid' } } });
    for (const table of ['content_posts', 'content_pages', 'content_products', 'content_collections']) {
      const { rows } = await fixture.db.query(
        `SELECT 1 FROM ${table} WHERE ${table === 'content_pages' ? 'path' : table === 'content_products' ? 'public_id' : 'slug'} IN ('orphan', '/shop', 'prod-x', 'x')`,
      );
      expect(rows, table).toEqual([]);
    }
    const invalid = await send('PUT', '/admin/content/pages', { path: '/b', title: '' });
    expect(invalid).toMatchObject({ status: 400, body: { fields: { path: 'validation.invalid', title: expect.any(String) } } });
  });

  it('creates products, collections, authors, categories and tags by key', async () => {
    expect((await send('PUT', '/admin/content/categories', { slug: 'recipes', name: 'Recipes' })).status).toBe(201);
    expect((await send('PUT', '/admin/content/tags', { slug: 'tea', name: 'Tea' })).status).toBe(201);
    expect((await send('PUT', '/admin/content/authors', { slug: 'chloe-martin', name: 'Chloé Martin' })).status).toBe(201);
    const product = {
      id: 'prod-yoga-card',
      name: 'Yoga card (5 classes)',
      priceMinor: 7000,
      currency: 'EUR',
      service: 'yoga-class',
    };
    expect((await send('PUT', '/admin/content/products', product)).status).toBe(201);
    expect(
      (await send('PUT', '/admin/content/collections', { slug: 'classes', name: 'Classes', products: ['prod-yoga-card'] }))
        .status,
    ).toBe(201);
    expect((await content('/collections/classes')).body.collection.products).toEqual([
      expect.objectContaining({ id: 'prod-yoga-card', path: '/product/prod-yoga-card/' }),
    ]);
    expect((await content('/product/prod-yoga-card/')).body.product.service).toMatchObject({ slug: 'yoga-class' });
    expect((await send('PUT', '/admin/content/products', { ...product, name: 'Yoga card' })).status).toBe(200);
    expect((await content('/product/prod-yoga-card/')).body.title).toBe('Yoga card');
    const post = await send('PUT', '/admin/content/posts', {
      slug: 'green-tea',
      title: 'Green tea',
      body: '<p>Tea.</p>',
      author: 'chloe-martin',
      category: 'recipes',
      tags: ['tea'],
      publishedAt: '2026-01-01T08:00:00.000Z',
    });
    expect(post.status).toBe(201);
    expect((await content('/journal/tag/tea')).body.listing.items.map((item: Json) => item.slug)).toEqual(['green-tea']);
    expect(await send('DELETE', '/admin/content/products/prod-yoga-card')).toMatchObject({ status: 204 });
    expect((await content('/collections/classes')).body.collection.products).toEqual([]);
    expect(await send('DELETE', '/admin/content/collections/classes')).toMatchObject({ status: 204 });
    expect((await content('/collections/classes')).status).toBe(404);
  });

  it('creates a preview with a new token shown once, replaces it with a new token, and deletes it', async () => {
    const body = {
      id: 'preview-autumn',
      pages: [{ path: '/contact', title: 'Contact us', sections: [{ kind: 'richText', html: HOSTILE }] }],
      posts: [
        {
          slug: 'autumn-draft',
          title: 'Autumn',
          body: HOSTILE,
          author: 'anna-de-vries',
          category: 'wellbeing',
          publishedAt: '2026-09-01T08:00:00.000Z',
          draft: true,
        },
      ],
    };
    const created = await send('POST', '/admin/previews', body);
    expect(created).toMatchObject({
      status: 201,
      body: { id: 'preview-autumn', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresAt: '2026-04-01T08:00:00.000Z' },
    });
    const token = created.body.token as string;
    const view = (path: string, withToken = token) =>
      fixture.call(`/previews/preview-autumn?path=${encodeURIComponent(path)}&token=${withToken}`);
    expect((await view('/contact')).body).toMatchObject({ title: 'Contact us', page: { sections: [{ html: CLEAN }] } });
    expect((await view('/b/autumn-draft/')).body.post.body).toBe(CLEAN);
    expect((await content('/b/autumn-draft/')).status).toBe(404);
    const stored = await fixture.db.query<Record<string, unknown>>("SELECT * FROM content_previews WHERE id = 'preview-autumn'");
    expect(JSON.stringify(stored.rows[0])).not.toContain(token);

    const replaced = await send('POST', '/admin/previews', body);
    expect(replaced.status).toBe(200);
    expect(replaced.body.token).not.toBe(token);
    expect((await view('/contact')).status).toBe(404);
    expect((await view('/contact', replaced.body.token)).status).toBe(200);

    const refused = await send('POST', '/admin/previews', { id: 'preview-bad', posts: [{ ...body.posts[0], author: 'nobody' }] });
    expect(refused).toMatchObject({ status: 400, body: { fields: { 'posts.0.author': 'validation.invalid' } } });
    expect(await send('DELETE', '/admin/previews/preview-autumn')).toMatchObject({ status: 204 });
    expect((await view('/contact', replaced.body.token)).status).toBe(404);
  });

  it('takes rich text longer than the API’s usual 64 kB, up to 1 MiB', async () => {
    const long = `<p>${'calm '.repeat(30_000)}</p>`;
    const answer = await send('PUT', '/admin/content/pages', {
      path: '/long',
      title: 'Long',
      sections: [{ kind: 'richText', html: long }],
    });
    expect(answer.status).toBe(201);
    const tooLong = await send('PUT', '/admin/content/pages', {
      path: '/long',
      title: 'Long',
      sections: Array.from({ length: 6 }, () => ({ kind: 'richText', html: `<p>${'x'.repeat(190_000)}</p>` })),
    });
    expect(tooLong.status).toBe(413);
  });
});
