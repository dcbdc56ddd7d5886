import { contentViewSchema } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { type Json, TEST_PREVIEW_TOKEN, useApiFixture } from '../test/api-fixture';

const fixture = useApiFixture();

/** GET /previews/{id} for a site path. */
async function preview(path: string, query: Record<string, string> = {}, id = 'preview-spring', init: RequestInit = {}) {
  const answer = await fixture.call(`/previews/${id}?${new URLSearchParams({ path, ...query })}`, init);
  if (answer.status === 200) expect(contentViewSchema.parse(answer.body)).toEqual(answer.body);
  return answer;
}
const withToken = (query: Record<string, string> = {}) => ({ token: TEST_PREVIEW_TOKEN, ...query });

describe('GET /previews/{id}', () => {
  it('shows the draft post to the holder of the token, which the site answers 404 for', async () => {
    for (const path of ['/journal/b/spring-retreat-2026/', '/b/spring-retreat-2026', '/post/spring-retreat-2026/']) {
      const { status, body, headers } = await preview(path, withToken());
      expect(status, path).toBe(200);
      expect(body, path).toMatchObject({
        kind: 'post',
        title: 'Spring retreat: a weekend of yoga and breath',
        canonicalPath: '/journal/b/spring-retreat-2026/',
        post: { slug: 'spring-retreat-2026', publishedAt: '2026-03-20T08:00:00.000Z', draft: true },
        // Marked as what it is, and the preview says itself which it is and until when its link works.
        draft: true,
        preview: { id: 'preview-spring' },
      });
      expect(new Date(body.preview.expiresAt).toISOString()).toBe(body.preview.expiresAt);
      expect(headers.get('cache-control')).toBe('private, no-store');
      expect(headers.get('x-robots-tag')).toBe('noindex');
      const site = await fixture.call(`/content?path=${encodeURIComponent(path)}`);
      expect(site.status, path).toBe(404);
    }
    const german = await preview('/b/spring-retreat-2026/', withToken({ locale: 'de' }));
    expect(german.body).toMatchObject({ locale: 'de', title: 'Frühlings-Retreat: ein Wochenende mit Yoga und Atem' });
  });

  it('shows its unpublished edit of /about in place of the published page', async () => {
    const edited = await preview('/about', withToken());
    expect(edited.body.page.sections).toHaveLength(2);
    expect(edited.body.page.sections[1].html).toContain('New this spring');
    const site = await fixture.call('/content?path=%2Fabout');
    expect(site.body.page.sections).toHaveLength(1);
  });

  it('lays its posts over the published lists: the draft comes first, newest, and is counted', async () => {
    const journal = await preview('/journal', withToken());
    expect(journal.body.posts.items[0]).toMatchObject({ slug: 'spring-retreat-2026', draft: true });
    // Published posts in the same list carry no mark; neither does the published page showing them.
    expect(journal.body.posts.items[1].draft).toBeUndefined();
    expect(journal.body.draft).toBeUndefined();
    expect(journal.body.posts.pagination.total).toBe(7);
    const home = await preview('/', withToken());
    expect(home.body.page.sections[2].posts.map((post: Json) => post.slug)).toEqual([
      'spring-retreat-2026',
      'breathing-at-your-desk',
      'sleep-after-massage',
    ]);
    // The spec's preview list routes have no page before them: they are the blog page's lists.
    for (const [path, of] of [
      ['/category/studio-news', 'category'],
      ['/c/studio-news', 'category'],
      ['/author/anna-de-vries', 'author'],
      ['/tag/yoga', 'tag'],
      ['/journal/tag/yoga', 'tag'],
    ] as const) {
      const { status, body } = await preview(path, withToken());
      expect(status, path).toBe(200);
      expect(body.listing.of, path).toBe(of);
      expect(body.listing.items[0].slug, path).toBe('spring-retreat-2026');
    }
    // Those forms are the preview's own: the site has no such address.
    expect((await fixture.call('/content?path=%2Fauthor%2Fanna-de-vries')).status).toBe(404);
  });

  it('shows the published rest of the site, products included', async () => {
    expect((await preview('/product/prod-gift-50/', withToken())).body).toMatchObject({ kind: 'product' });
    expect((await preview('/contact', withToken())).body).toMatchObject({ title: 'Contact' });
    const missing = await preview('/nothing', withToken());
    expect(missing).toMatchObject({ status: 404, body: { message: 'Content not found.' } });
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
  });

  it('takes the token as a bearer token too', async () => {
    const { status } = await preview('/b/spring-retreat-2026/', {}, 'preview-spring', {
      headers: { authorization: `Bearer ${TEST_PREVIEW_TOKEN}` },
    });
    expect(status).toBe(200);
  });

  it('answers a wrong, missing or expired token with the same 404 as an unknown preview', async () => {
    const unknown = await preview('/', withToken(), 'preview-nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      statusCode: 404,
      statusMessage: 'Not Found',
      code: 'NOT_FOUND',
      message: 'Preview not found.',
    });
    const answers = [
      await preview('/', { token: `${TEST_PREVIEW_TOKEN}x` }),
      await preview('/', { token: TEST_PREVIEW_TOKEN.toUpperCase() }),
      await preview('/', {}),
      await preview('/', { token: '' }),
      await preview('/', withToken(), 'Preview-Spring'),
      await preview('/', withToken(), '..%2F..'),
      // A bad locale or path tells nothing before the token is checked.
      await preview('/About', { token: 'wrong', locale: 'xx' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(unknown.body);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    }
    await fixture.db.query("UPDATE content_previews SET token_expires_at = '2026-03-01T00:00:00Z' WHERE id = 'preview-spring'");
    try {
      const expired = await preview('/', withToken());
      expect(expired.status).toBe(404);
      expect(expired.body).toEqual(unknown.body);
    } finally {
      await fixture.db.query("UPDATE content_previews SET token_expires_at = '2026-04-01T08:00:00Z' WHERE id = 'preview-spring'");
    }
    expect((await preview('/', withToken())).status).toBe(200);
  });

  it('checks the token first, then the query: a bad locale is 400 and a malformed page 404 for the holder', async () => {
    expect(await preview('/', withToken({ locale: 'xx' }))).toMatchObject({
      status: 400,
      body: { fields: { locale: 'validation.invalid' } },
    });
    expect((await preview('/journal', withToken({ page: 'two' }))).status).toBe(404);
    expect((await preview('/journal', withToken({ page: '2' }))).status).toBe(404);
  });
});
