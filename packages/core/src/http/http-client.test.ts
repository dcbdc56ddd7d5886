import { describe, expect, it } from 'vitest';
import { ApiError, createHttpClient } from './http-client';

/** A fake server answering from a queue, recording what it was asked. */
function scripted(responses: Array<() => Response>) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next();
  };
  return { requests, fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createHttpClient', () => {
  it('retries a GET once on each of the spec’s statuses', async () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      const server = scripted([() => json(status, {}), () => json(200, { ok: true })]);
      const http = createHttpClient({ baseUrl: 'http://app.test', fetch: server.fetch });
      await expect(http.request('/api/v1/health')).resolves.toEqual({ ok: true });
      expect(server.requests).toHaveLength(2);
    }
  });

  it('does not retry a GET on 404, nor a POST at all', async () => {
    const notFound = scripted([
      () => json(404, { statusCode: 404, statusMessage: 'Not Found', code: 'NOT_FOUND', message: 'No such service' }),
    ]);
    const http = createHttpClient({ baseUrl: 'http://app.test', fetch: notFound.fetch });
    await expect(http.request('/api/v1/services/x')).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(notFound.requests).toHaveLength(1);

    const busy = scripted([
      () => json(503, { statusCode: 503, statusMessage: 'Service Unavailable', code: 'INTERNAL', message: 'busy' }),
    ]);
    const post = createHttpClient({ baseUrl: 'http://app.test', fetch: busy.fetch });
    await expect(post.request('/api/v1/bookings', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(busy.requests).toHaveLength(1);
  });

  it('sends bodies as JSON against the base URL', async () => {
    const server = scripted([() => json(201, { id: 'b1' })]);
    const http = createHttpClient({ baseUrl: 'http://app.test/', fetch: server.fetch });
    await http.request('/api/v1/bookings', { method: 'POST', body: { a: 1 } });
    const request = server.requests[0] as Request;
    expect(request.url).toBe('http://app.test/api/v1/bookings');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ a: 1 });
  });

  it('turns a failure to connect into a NETWORK error after the retry', async () => {
    const http = createHttpClient({
      baseUrl: 'http://app.test',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(http.request('/api/v1/health')).rejects.toMatchObject({ code: 'NETWORK', statusCode: 0 });
  });
});
