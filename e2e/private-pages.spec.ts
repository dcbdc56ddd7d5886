import { bookThroughApi } from './api-booking';
import { expect, test } from './fixtures';

/**
 * A page that shows a booking shows personal data: no cache keeps it, no search engine lists it,
 * and a manage token in its address is taken once and kept out of addresses from then on.
 */

test('the booking page is never cached or indexed', async ({ page, request }) => {
  const booking = await bookThroughApi(request, 'last');
  const response = await page.goto(`/widget/booking/${booking.id}`);
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-robots-tag']).toBe('noindex');
});

test('a manage token in the link moves into an HttpOnly cookie and out of the address', async ({ page, request }) => {
  const booking = await bookThroughApi(request, 'last');
  const first = await request.get(`/widget/booking/${booking.id}?token=${encodeURIComponent(booking.manageToken)}&utm=mail`, {
    maxRedirects: 0,
  });
  expect(first.status()).toBe(302);
  expect(first.headers().location).toBe(`/widget/booking/${booking.id}?utm=mail`);
  expect(first.headers()['cache-control']).toBe('no-store');
  const cookie = first.headers()['set-cookie'] ?? '';
  expect(cookie).toContain(`bk_booking_${booking.id}=`);
  expect(cookie).toContain('HttpOnly');

  // In the browser: the visitor follows the link and sees the whole booking on a clean address.
  await page.goto(`/widget/booking/${booking.id}?token=${encodeURIComponent(booking.manageToken)}`);
  await expect(page).toHaveURL(new RegExp(`/widget/booking/${booking.id}$`));
  await expect(page.getByText('hedy@example.com')).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((entry) => entry.name === `bk_booking_${booking.id}`)?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain(booking.manageToken);
});

test('a wrong token in the link is dropped without replacing a token that works', async ({ request }) => {
  const booking = await bookThroughApi(request, 'last');
  const wrong = await request.get(`/widget/booking/${booking.id}?token=not-the-token`, { maxRedirects: 0 });
  expect(wrong.status()).toBe(302);
  expect(wrong.headers().location).toBe(`/widget/booking/${booking.id}`);
  expect(wrong.headers()['set-cookie']).toBeUndefined();
});
