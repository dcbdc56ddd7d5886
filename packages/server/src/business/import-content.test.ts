import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { previewTokenHash } from '../content/preview-tokens';
import { DEMO_BUSINESS_FILE } from '../package-paths';
import { NOW } from '../test/api-fixture';
import { openMigratedDatabase, useFileDatabase } from '../test/file-database';
import { businessDocumentSchema } from './business-document';
import { importBusiness } from './import-business';
import { loadDemoBusiness } from './load-demo-business';

const db = useFileDatabase(openMigratedDatabase);

const demoJson = async () => JSON.parse(await readFile(DEMO_BUSINESS_FILE, 'utf8'));
const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;
const issuesOf = (document: unknown) =>
  businessDocumentSchema.safeParse(document).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the demo’s content', () => {
  it('holds what DEMO.md describes', async () => {
    const { content } = businessDocumentSchema.parse(await demoJson());
    expect(content.pages.map((page) => [page.path, page.blog])).toEqual([
      ['/', false],
      ['/about', false],
      ['/contact', false],
      ['/journal', true],
    ]);
    expect(content.pages[0]?.sections.map((section) => section.kind)).toEqual(['hero', 'services', 'posts', 'products']);
    expect(content.pages[0]?.sections[0]).toMatchObject({ cta: { href: '/widget/appointment/harbor-studio' } });
    expect(content.posts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(content.posts.map((post) => post.author))).toEqual(new Set(['anna-de-vries', 'bruno-costa']));
    expect(new Set(content.posts.map((post) => post.category))).toEqual(new Set(['wellbeing', 'studio-news']));
    expect(content.posts.filter((post) => post.draft).map((post) => post.slug)).toEqual(['spring-retreat-2026']);
    expect(content.posts.every((post) => post.tags.length > 0)).toBe(true);
    expect(content.collections).toEqual([
      expect.objectContaining({ slug: 'gift-cards', products: expect.arrayContaining(['prod-gift-50', 'prod-gift-100']) }),
    ]);
    expect(content.products.find((product) => product.id === 'prod-gift-50')).toMatchObject({
      name: 'Gift card €50',
      priceMinor: 5000,
      currency: 'EUR',
    });
    expect(content.previews).toEqual([
      expect.objectContaining({
        id: 'preview-spring',
        pages: [expect.objectContaining({ path: '/about' })],
        posts: [expect.objectContaining({ slug: 'spring-retreat-2026', draft: true })],
      }),
    ]);
  });

  it('is translated for de, fr, nl and pt-br: every page, post, author, category, tag, product and collection', async () => {
    const { content } = businessDocumentSchema.parse(await demoJson());
    const entries = [
      ...content.pages,
      ...content.posts,
      ...content.authors,
      ...content.categories,
      ...content.tags,
      ...content.products,
      ...content.collections,
    ];
    for (const entry of entries) {
      expect(Object.keys(entry.translations ?? {}).sort(), JSON.stringify(entry).slice(0, 60)).toEqual([
        'de',
        'fr',
        'nl',
        'pt-br',
      ]);
    }
    for (const post of content.posts) {
      for (const texts of Object.values(post.translations ?? {})) {
        expect(texts).toEqual({ title: expect.any(String), excerpt: expect.any(String), body: expect.stringContaining('<p>') });
      }
    }
  });
});

describe('references in the content', () => {
  it('refuses a document whose content names what it does not declare, saying where and what', async () => {
    const demo = await demoJson();
    const { content } = demo;
    content.posts[0].author = 'nobody';
    content.posts[1].category = 'gossip';
    content.posts[2].tags.push('unknown-tag');
    content.collections[0].products.push('prod-nothing');
    content.pages[0].sections[1].services.push('no-such-service');
    content.pages[0].sections[3].collection = 'no-collection';
    content.pages[0].sections[2].category = 'no-category';
    content.products[2].service = 'no-service';
    content.previews[0].posts[0].author = 'ghost';
    content.pages[0].translations.de.sections[1].services = ['nope'];
    expect(issuesOf(demo)).toEqual([
      ['content.pages.0.sections.1.services', 'unknown service "no-such-service"'],
      ['content.pages.0.sections.2.category', 'unknown category "no-category"'],
      ['content.pages.0.sections.3.collection', 'unknown collection "no-collection"'],
      ['content.pages.0.translations.de.sections.1.services', 'unknown service "nope"'],
      ['content.posts.0.author', 'unknown author "nobody"'],
      ['content.posts.1.category', 'unknown category "gossip"'],
      ['content.posts.2.tags', 'unknown tag "unknown-tag"'],
      ['content.products.2.service', 'unknown service "no-service"'],
      ['content.collections.0.products', 'unknown product "prod-nothing"'],
      ['content.previews.0.posts.0.author', 'unknown author "ghost"'],
    ]);
    await expect(importBusiness(db, demo)).rejects.toThrow();
    expect(await count('content_pages')).toBe(0);
    expect(await count('staff')).toBe(0);
  });

  it('refuses keys declared twice, a page on a reserved path, and a product in another currency', async () => {
    const demo = await demoJson();
    const { content } = demo;
    content.posts.push({ ...content.posts[0] });
    content.pages.push({ path: '/journal/tag', title: 'Tags' });
    content.products.push({ ...content.products[0], id: 'prod-usd', currency: 'USD' });
    content.previews[0].pages.push(content.previews[0].pages[0]);
    expect(issuesOf(demo)).toEqual([
      ['content.pages.4.path', 'validation.invalid'],
      ['content.posts', `duplicate slug "${content.posts[0].slug}"`],
      ['content.products.3.currency', 'differs from the business currency'],
      ['content.previews.0.pages', 'duplicate path "/about"'],
    ]);
  });
});

describe('importing content', () => {
  it('stores only sanitized HTML, in every locale and in previews', async () => {
    const demo = await demoJson();
    const { content } = demo;
    const hostile = '<p onclick="alert(1)">Hi<script>alert(2)</script> <a href="jAvAsCrIpT:alert(3)">x</a></p>';
    content.posts[0].body = hostile;
    content.posts[0].translations.de.body = hostile;
    content.pages[1].sections[0].html = hostile;
    content.pages[1].translations.fr.sections[0].html = hostile;
    content.previews[0].posts[0].body = hostile;
    content.previews[0].pages[0].translations.nl.sections[0].html = hostile;
    await importBusiness(db, demo, { now: NOW });
    const clean = '<p>Hi <a>x</a></p>';
    const post = await db.query<{ body: string; translations: { de: { body: string } } }>(
      'SELECT body, translations FROM content_posts WHERE slug = $1',
      [content.posts[0].slug],
    );
    expect(post.rows[0]?.body).toBe(clean);
    expect(post.rows[0]?.translations.de.body).toBe(clean);
    const page = await db.query<{
      sections: Array<{ html: string }>;
      translations: { fr: { sections: Array<{ html: string }> } };
    }>("SELECT sections, translations FROM content_pages WHERE path = '/about'");
    expect(page.rows[0]?.sections[0]?.html).toBe(clean);
    expect(page.rows[0]?.translations.fr.sections[0]?.html).toBe(clean);
    const preview = await db.query<{ pages: string; posts: string }>(
      "SELECT pages::text, posts::text FROM content_previews WHERE id = 'preview-spring'",
    );
    expect(preview.rows[0]?.posts).not.toMatch(/<script|onclick|javascript/i);
    expect(preview.rows[0]?.pages).not.toMatch(/<script|onclick|javascript/i);
  });

  it('updates in place on a second import, counting what it created and updated', async () => {
    const demo = await demoJson();
    const report = await importBusiness(db, demo, { now: NOW });
    expect(report).toMatchObject({
      pages: { created: 0, updated: 4 },
      posts: { created: 0, updated: demo.content.posts.length },
      authors: { created: 0, updated: 2 },
      categories: { created: 0, updated: 2 },
      products: { created: 0, updated: 3 },
      collections: { created: 0, updated: 1 },
      previews: { created: 0, updated: 1 },
    });
    expect(await count('content_posts')).toBe(demo.content.posts.length);
    const tags = await db.query<{ slug: string }>(
      `SELECT content_tags.slug FROM content_post_tags JOIN content_tags ON content_tags.id = content_post_tags.tag_id
       JOIN content_posts ON content_posts.id = content_post_tags.post_id WHERE content_posts.slug = 'sleep-after-massage'
       ORDER BY content_post_tags.position`,
    );
    expect(tags.rows.map((row) => row.slug)).toEqual(['sleep', 'massage']);
  });
});

describe('preview tokens at import', () => {
  it('issues a random token once for a new preview, stores only its hash, and keeps it on the next import', async () => {
    await db.query('DELETE FROM content_previews');
    const first = await importBusiness(db, await demoJson(), { now: NOW });
    expect(first.previewTokens).toEqual([
      { id: 'preview-spring', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresAt: '2026-04-01T08:00:00.000Z' },
    ]);
    const token = first.previewTokens[0]?.token as string;
    const stored = await db.query<Record<string, unknown>>("SELECT * FROM content_previews WHERE id = 'preview-spring'");
    expect(stored.rows[0]?.token_hash).toBe(previewTokenHash(token));
    expect(JSON.stringify(stored.rows[0])).not.toContain(token);

    const again = await importBusiness(db, await demoJson(), { now: new Date('2026-03-10T08:00:00Z') });
    expect(again.previewTokens).toEqual([]);
    expect((await db.query("SELECT token_hash FROM content_previews WHERE id = 'preview-spring'")).rows[0]).toEqual({
      token_hash: previewTokenHash(token),
    });
  });

  it('issues a new token once the old one has expired, and the fixed token when one is given', async () => {
    const later = await importBusiness(db, await demoJson(), { now: new Date('2026-05-01T08:00:00Z') });
    expect(later.previewTokens).toHaveLength(1);
    const fixed = await importBusiness(db, await demoJson(), { now: NOW, previewToken: 'a-fixed-token-for-the-e2e-tests' });
    expect(fixed.previewTokens).toEqual([
      { id: 'preview-spring', token: 'a-fixed-token-for-the-e2e-tests', expiresAt: '2026-04-01T08:00:00.000Z' },
    ]);
    await expect(importBusiness(db, await demoJson(), { previewToken: 'short' })).rejects.toThrow(
      /PREVIEW_TOKEN must be 22 to 256/,
    );
  });

  it('is printed by the demo seed when it is issued, and only then', async () => {
    const printed: string[] = [];
    const logger = { info: (message: string) => printed.push(message) };
    await loadDemoBusiness(db, { force: true, now: NOW, previewToken: 'seed-printed-token-0123456789', logger });
    expect(printed).toEqual([
      'Preview "preview-spring": token seed-printed-token-0123456789 (until 2026-04-01T08:00:00.000Z); ' +
        'open /v2/preview/preview-spring?token=seed-printed-token-0123456789',
    ]);
    printed.length = 0;
    await loadDemoBusiness(db, { force: true, now: NOW, logger });
    expect(printed).toEqual([]);
    // Not the first start: nothing is imported, nothing printed.
    expect(await loadDemoBusiness(db, { logger })).toBeNull();
    expect(printed).toEqual([]);
  });
});
