import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN_API_KEY } from './admin-key';

/** The admin API's authorization, as a business's own tools send it. */
export const adminHeaders = { authorization: `Bearer ${E2E_ADMIN_API_KEY}` };

/** A new one-time link for `service` (any staff), through the admin API: its slug. */
export async function createOneTimeLink(request: APIRequestContext, service: string): Promise<string> {
  const created = await request.post('/api/v1/admin/one-time-links', { headers: adminHeaders, data: { service } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { slug: string }).slug;
}
