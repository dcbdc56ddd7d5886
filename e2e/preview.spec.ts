import type { ContentView } from '@booking-kit/core';
import type { APIRequestContext } from '@playwright/test';
import { E2E_PREVIEW_TOKEN } from './admin-key';
import { expect, test } from './fixtures';
import { en, expectNoAxeViolations, message } from './helpers';

const PREVIEW = '/v2/preview/preview-spring';

/** What the API shows at a path, on the site or (with `preview`) in the demo's preview. */
async function viewOf(request: APIRequestContext, path: string, preview = false): Promise<ContentView> {
  const answer = preview
    ? await request.get('/api/v1/previews/preview-spring', { params: { path, token: E2E_PREVIEW_TOKEN } })
    : await request.get('/api/v1/content', { params: { path } });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as ContentView;
}

/** The posts of the journal, on the site or in the preview. */
async function journal(request: APIRequestContext, preview = false) {
  const view = await viewOf(request, '/journal', preview);
  if (view.kind !== 'page' || !view.posts) throw new Error('/journal is no blog page');
  return view.posts.items;
}

test('a preview shows unpublished content to the holder of its token, and to nobody else', async ({ page, browser, request }) => {
  const published = await journal(request);
  const previewed = await journal(request, true);
  const draft = previewed.find((post) => !published.some((item) => item.slug === post.slug));
  if (!draft) throw new Error('the preview shows no draft');
  // The draft is no page of the site.
  expect((await page.goto(`/journal/b/${draft.slug}/`))?.status()).toBe(404);

  // The editor's link: its token moves into a cookie and leaves the address.
  await page.goto(`${PREVIEW}?token=${E2E_PREVIEW_TOKEN}`);
  await expect(page).toHaveURL(new RegExp(`${PREVIEW}$`));
  // The preview's unpublished edit of /about: a heading the site's page does not have.
  const headings = (view: ContentView) =>
    view.kind === 'page'
      ? view.page.sections.flatMap((section) =>
          section.kind === 'richText' ? [...section.html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((match) => match[1] ?? '') : [],
        )
      : [];
  const siteHeadings = headings(await viewOf(request, '/about'));
  const added = headings(await viewOf(request, '/about', true)).find((heading) => !siteHeadings.includes(heading));
  if (!added) throw new Error('the preview does not edit /about');
  const answer = await page.goto(`${PREVIEW}/about`);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  expect(answer?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: added })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 2, name: added })).toHaveCount(0);
  await page.goto(PREVIEW);

  // Every preview route of the spec.
  const category = draft.category.slug;
  for (const path of [
    `/b/${draft.slug}`,
    `/post/${draft.slug}`,
    `/c/${category}`,
    `/c/${category}/b/${draft.slug}`,
    `/category/${category}`,
    `/author/${draft.author.slug}`,
    ...(await (async () => {
      const view = await viewOf(request, draft.path, true);
      return view.kind === 'post' && view.post.tags[0] ? [`/tag/${view.post.tags[0].slug}`] : [];
    })()),
    '/product/prod-gift-50',
    '/collections/gift-cards',
  ]) {
    expect((await page.goto(`${PREVIEW}${path}`))?.status(), path).toBe(200);
  }
  await page.goto(`${PREVIEW}/b/${draft.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
  // Its links stay in the preview.
  await expect(page.getByRole('link', { name: draft.author.name })).toHaveAttribute('href', new RegExp(`^${PREVIEW}/`));
  await expectNoAxeViolations(page);

  // Another browser without the token, and one with a wrong token, get the 404 page.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  expect((await other.goto(`${PREVIEW}/b/${draft.slug}`))?.status()).toBe(404);
  expect((await other.goto(`${PREVIEW}?token=not-the-token-0123456789`))?.status()).toBe(404);
  await expect(other.getByText(message(en.appPages.pageNotFound, { path: PREVIEW }))).toBeVisible();
  expect((await other.goto('/v2/preview/no-such-preview'))?.status()).toBe(404);
  await stranger.close();
});

test('a preview says it is one, until when its link works and how to leave it; drafts are marked, the site never', async ({
  page,
  request,
}) => {
  const published = await journal(request);
  const previewed = await journal(request, true);
  const draft = previewed.find((post) => !published.some((item) => item.slug === post.slug));
  if (!draft) throw new Error('the preview shows no draft');
  await page.goto(`${PREVIEW}/journal?token=${E2E_PREVIEW_TOKEN}`);

  // The blog page in the preview: published, so the way out is its published page.
  const banner = page.getByRole('region', { name: en.preview.label });
  const journalView = await viewOf(request, '/journal', true);
  await expect(banner).toContainText(message(en.preview.of, { title: journalView.title }));
  await expect(banner).toContainText(en.preview.validUntil.split('{{time}}')[0] ?? '');
  await expect(banner.getByRole('link', { name: en.preview.published })).toHaveAttribute('href', '/journal');
  // In the list, the draft is marked and the published posts are not.
  const card = (title: string) => page.getByRole('article', { name: title });
  await expect(card(draft.title).getByText(en.content.draft, { exact: true })).toBeVisible();
  const other = previewed.find((post) => post.slug !== draft.slug);
  if (other) await expect(card(other.title).getByText(en.content.draft, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The draft's own page: marked, and the way out is the site, where it does not exist yet.
  await page.goto(`${PREVIEW}/b/${draft.slug}`);
  await expect(page.getByText(en.content.draft, { exact: true }).first()).toBeVisible();
  await expect(banner).toContainText(en.preview.notPublished);
  await expect(banner.getByRole('link', { name: en.preview.leave })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);

  // The published site: no banner, no mark.
  await page.goto('/journal');
  await expect(page.getByRole('region', { name: en.preview.label })).toHaveCount(0);
  await expect(page.getByText(en.content.draft, { exact: true })).toHaveCount(0);
});
