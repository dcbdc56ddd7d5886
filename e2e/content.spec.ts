import type { ContentView } from '@booking-kit/core';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders } from './admin';
import { expect, test } from './fixtures';
import { en, expectNoAxeViolations, message } from './helpers';

/** The API's view of a site path, as the page must show it. */
async function contentOf(request: APIRequestContext, path: string, locale = 'en'): Promise<ContentView> {
  const answer = await request.get('/api/v1/content', { params: { path, locale } });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as ContentView;
}

/** Expects the page's layout (`data-layout` of the page frame). */
async function expectLayout(page: Page, layout: 'page' | 'error') {
  await expect(page.locator(`[data-layout="${layout}"]`)).toHaveCount(1);
}

/** The journal's posts, as the blog page lists them. */
async function journalPosts(request: APIRequestContext) {
  const journal = await contentOf(request, '/journal');
  if (journal.kind !== 'page' || !journal.posts) throw new Error('/journal is no blog page');
  return journal.posts.items;
}

test('the home page: the site’s name as its title, its sections, and what search engines read', async ({ page, request }) => {
  const home = await contentOf(request, '/');
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expectLayout(page, 'page');
  await expect(page).toHaveTitle(home.site.name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', home.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  // The same page in each of the 11 locales, and x-default.
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(12);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', home.site.name);
  if (home.kind === 'page') {
    for (const section of home.page.sections) {
      if (section.kind === 'hero') await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
      if (section.kind === 'services') {
        for (const service of section.services) {
          await expect(page.locator(`a[href="${service.bookingPath}"]`).first()).toBeVisible();
        }
      }
      if (section.kind === 'posts') {
        for (const post of section.posts) await expect(page.getByRole('link', { name: post.title }).first()).toBeVisible();
      }
    }
  }
  await expectNoAxeViolations(page);
});

test('a post at every address of the spec, with one canonical address', async ({ page, request }) => {
  const [post] = await journalPosts(request);
  if (!post) throw new Error('no post');
  const category = post.category.slug;
  const view = await contentOf(request, post.path);
  for (const path of [
    `/journal/b/${post.slug}/`,
    `/b/${post.slug}/`,
    `/post/${post.slug}/`,
    `/journal/c/${category}/b/${post.slug}`,
    `/c/${category}/b/${post.slug}/`,
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page).toHaveTitle(`${post.title} | ${view.site.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${view.canonicalPath}$`));
  }
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.getByRole('link', { name: post.author.name })).toBeVisible();
  await expectNoAxeViolations(page);
  // The author's and the category's links lead to their lists.
  await page.getByRole('link', { name: post.author.name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(en.site.postsBy.author, { name: post.author.name }));
  await expect(page.getByRole('link', { name: post.title })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('lists of a category (three forms), an author and a tag', async ({ page, request }) => {
  const posts = await journalPosts(request);
  const [first] = posts;
  if (!first) throw new Error('no post');
  const view = await contentOf(request, `/journal/b/${first.slug}/`);
  if (view.kind !== 'post') throw new Error('not a post');
  const inCategory = posts.filter((post) => post.category.slug === first.category.slug);
  for (const path of [
    `/journal/c/${first.category.slug}`,
    `/c/${first.category.slug}/`,
    `/journal/category/${first.category.slug}`,
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message(en.site.postsBy.category, { name: first.category.name }),
    );
    for (const post of inCategory) await expect(page.getByRole('link', { name: post.title })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  const [tag] = view.post.tags;
  if (tag) {
    expect((await page.goto(`/journal/tag/${tag.slug}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(en.site.postsBy.tag, { name: tag.name }));
    await expect(page.getByRole('link', { name: first.title })).toBeVisible();
  }
  // A list's page past the last is no page.
  expect((await page.goto(`/journal/c/${first.category.slug}?page=99`))?.status()).toBe(404);
});

test('products and collections, at both forms of each address', async ({ page, request }) => {
  const product = await contentOf(request, '/product/prod-gift-50/');
  if (product.kind !== 'product') throw new Error('not a product');
  for (const path of ['/product/prod-gift-50/', '/journal/product/prod-gift-50/']) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.product.name);
    await expect(page.getByText('€50.00')).toBeVisible();
  }
  await expectNoAxeViolations(page);
  const collection = await contentOf(request, '/collections/gift-cards');
  if (collection.kind !== 'collection') throw new Error('not a collection');
  for (const path of ['/collections/gift-cards', '/journal/collections/gift-cards']) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(collection.collection.name);
    for (const item of collection.collection.products)
      await expect(page.getByRole('link', { name: item.name }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('in German the content is German where translated', async ({ page, request }) => {
  const [post] = await journalPosts(request);
  if (!post) throw new Error('no post');
  const german = await contentOf(request, `/journal/b/${post.slug}/`, 'de');
  await page.goto(`/de/journal/b/${post.slug}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  if (german.kind === 'post') await expect(page.getByRole('heading', { level: 1 })).toHaveText(german.post.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/de${german.canonicalPath}$`));
  await expectNoAxeViolations(page);
});

test('a path that names no content is the 404 page', async ({ page }) => {
  for (const path of ['/no-such-page', '/journal/b/no-such-post/', '/About', '/journal/tag', '/widget/no-such-page']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expectLayout(page, 'error');
    await expect(page.getByText(message(en.appPages.pageNotFound, { path }))).toBeVisible();
  }
});

test('the other pages of the site: about, contact and the journal', async ({ page, request }) => {
  for (const path of ['/about', '/contact', '/journal']) {
    const view = await contentOf(request, path);
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expectLayout(page, 'page');
    await expect(page).toHaveTitle(`${view.title} | ${view.site.name}`);
    await expectNoAxeViolations(page);
  }
});

test('robots.txt and sitemap.xml', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const rules = await robots.text();
  expect(rules).toContain('Disallow: /v2/preview/');
  expect(rules).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  const posts = await journalPosts(request);
  for (const path of ['/', '/about', '/journal', ...posts.map((post) => post.path)]) expect(xml).toContain(`${path}</loc>`);
  expect(xml).toContain('hreflang="pt-BR"');
});

test('a German visitor on / gets the German home page at /de', async ({ browser, request }) => {
  const german = await contentOf(request, '/', 'de');
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  expect((await page.goto('/'))?.status()).toBe(200);
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  if (german.kind === 'page') {
    const hero = german.page.sections.find((section) => section.kind === 'hero');
    if (hero?.kind === 'hero') await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading);
  }
  // A content page is plain HTML: no script at all.
  await expect(page.locator('script')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.close();
});

test('the business edits its site through the admin API: a change shows on the next request', async ({ page, request }) => {
  const path = '/opening-hours';
  const body = (title: string) => ({
    path,
    title,
    description: 'When the studio is open.',
    // Longer than the API's usual 64 kB: editors paste long pages.
    sections: [{ kind: 'richText', html: `<p>${'Open every day. '.repeat(5000)}</p>` }],
  });
  const created = await request.put('/api/v1/admin/content/pages', { headers: adminHeaders, data: body('Opening hours') });
  expect(created.ok(), await created.text()).toBe(true);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opening hours');
  expect(
    (await request.put('/api/v1/admin/content/pages', { headers: adminHeaders, data: body('Opening hours this summer') })).ok(),
  ).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opening hours this summer');
  const unpublished = await request.post('/api/v1/admin/content/pages/unpublish', { headers: adminHeaders, data: { path } });
  expect(unpublished.ok()).toBe(true);
  expect((await page.reload())?.status()).toBe(404);
  expect((await request.post('/api/v1/admin/content/pages/publish', { headers: adminHeaders, data: { path } })).ok()).toBe(true);
  expect((await page.reload())?.status()).toBe(200);
  // Without the key, nothing changes.
  expect((await request.post('/api/v1/admin/content/pages/unpublish', { data: { path } })).status()).toBe(401);
});

test('the journal paginates: ten posts a page, newest first, with links to the others', async ({ page, request }) => {
  const before = await journalPosts(request);
  // Enough posts for a second page, all older than the demo's own.
  for (let index = 0; index < 11 - before.length + 1; index++) {
    const saved = await request.put('/api/v1/admin/content/posts', {
      headers: adminHeaders,
      data: {
        slug: `archive-note-${index + 1}`,
        title: `Archive note ${index + 1}`,
        excerpt: 'From the studio’s archive.',
        body: '<p>From the studio’s archive.</p>',
        author: 'anna-de-vries',
        category: 'studio-news',
        tags: [],
        publishedAt: new Date(Date.UTC(2020, 0, 1 + index)).toISOString(),
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  await page.goto('/journal');
  const pages = page.getByRole('navigation', { name: en.pagination.label });
  await expect(pages).toBeVisible();
  await expect(pages.getByRole('link', { name: message(en.pagination.page, { page: 1 }) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoAxeViolations(page);
  await pages.getByRole('link', { name: en.pagination.next }).click();
  await expect(page).toHaveURL(/\/journal\?page=2$/);
  // The oldest post is on the last page.
  await expect(page.getByRole('link', { name: 'Archive note 1', exact: true })).toBeVisible();
  await expect(pages.getByRole('link', { name: message(en.pagination.page, { page: 2 }) })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
