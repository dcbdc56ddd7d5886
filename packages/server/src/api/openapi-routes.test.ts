import { describe, expect, it } from 'vitest';
import type { Json } from '../test/api-fixture';
import { API_ROUTES, compileRoutePath } from './api-routes';
import { buildOpenApiDocument } from './openapi';

/**
 * The router and the OpenAPI document describe the same API: every route the server answers is
 * documented with its path parameters and the errors every route of its kind can give, and the
 * document promises no route the server does not have. Read from the route table itself, so a
 * route added to one and not the other fails here.
 */

const document: Json = buildOpenApiDocument();

/** `/bookings/:id/cancel` as OpenAPI writes it: `/bookings/{id}/cancel`. */
const openApiPath = (path: string) => path.replace(/:([a-zA-Z]+)/g, '{$1}');

/** Every documented operation as `METHOD /path`, with the operation. */
const documented = new Map<string, Json>(
  Object.entries<Json>(document.paths).flatMap(([path, operations]) =>
    Object.entries<Json>(operations).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation]),
  ),
);

const routes = API_ROUTES.map((route) => ({ ...route, key: `${route.method} ${openApiPath(route.path)}` }));

describe('the router and the OpenAPI document', () => {
  it('list the same routes, each method and path once', () => {
    const routed = routes.map((route) => route.key);
    expect(new Set(routed).size).toBe(routed.length);
    expect([...documented.keys()].sort()).toEqual([...routed].sort());
  });

  it('name the same path parameters, in order, each required', () => {
    for (const route of routes) {
      const operation = documented.get(route.key);
      const inPath = (operation?.parameters ?? []).filter((parameter: Json) => parameter.in === 'path');
      expect(
        inPath.map((parameter: Json) => parameter.name),
        route.key,
      ).toEqual(compileRoutePath(route.path).names);
      for (const parameter of inPath) expect(parameter.required, `${route.key} ${parameter.name}`).toBe(true);
    }
  });

  it('give each operation a unique operationId and at least one success answer', () => {
    const ids = [...documented.values()].map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [key, operation] of documented) {
      expect(
        Object.keys(operation.responses).some((status) => /^[23]\d\d$/.test(status)),
        key,
      ).toBe(true);
    }
  });

  it('document the answers every route of its kind can give: 429 on writes, 401 on admin routes, 404 on a path parameter', () => {
    const missing: string[] = [];
    for (const route of routes) {
      const statuses = Object.keys(documented.get(route.key)?.responses ?? {});
      const expected = [
        ...(route.method !== 'GET' ? ['429'] : []),
        ...(route.path.startsWith('/admin/') ? ['401'] : []),
        ...(compileRoutePath(route.path).names.length > 0 ? ['404'] : []),
      ];
      for (const status of expected) if (!statuses.includes(status)) missing.push(`${route.key} ${status}`);
    }
    expect(missing).toEqual([]);
  });

  it('describe every error answer with the one ApiError shape', () => {
    for (const [key, operation] of documented) {
      for (const [status, answer] of Object.entries<Json>(operation.responses)) {
        if (Number(status) < 400) continue;
        expect(answer.content?.['application/json']?.schema, `${key} ${status}`).toEqual({
          $ref: '#/components/schemas/ApiError',
        });
      }
    }
  });
});
