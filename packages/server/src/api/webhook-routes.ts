import type { z } from 'zod';
import { notFound } from '../errors/domain-error';
import { invalidInput } from '../errors/invalid-input';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  findWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from '../webhooks/webhook-endpoints';
import { listWebhookMessages, resendWebhookMessage } from '../webhooks/webhook-log';
import { createWebhookEndpointSchema, updateWebhookEndpointSchema } from '../webhooks/webhook-schemas';
import { resolvesPrivately, WEBHOOK_TARGET_PROBLEMS, webhookTargetProblem } from '../webhooks/webhook-targets';
import { requireAdmin } from './admin-routes';
import type { RouteContext, RouteHandler } from './api-context';
import { ApiProblem, jsonResponse } from './api-problem';
import { readJsonBody } from './json-body';

/** The most messages one page of an endpoint's log holds, and how many when the caller does not say. */
export const WEBHOOK_MESSAGES_MAX_LIMIT = 100;
const WEBHOOK_MESSAGES_DEFAULT_LIMIT = 20;

const ENDPOINT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MESSAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MESSAGE_STATUSES = new Set(['pending', 'sent', 'failed']);

/** Parses a webhook body; a bad URL's own sentence (not http, credentials) is the answer's message. */
function parseWebhookBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return result.data;
  const urlIssue = result.error.issues.find((issue) => issue.path[0] === 'url' && issue.code === 'custom');
  throw invalidInput(result.error, urlIssue?.message);
}

/** Refuses a URL that reaches a private, loopback or link-local address, unless the setting allows them. */
async function refusePrivateTarget(context: RouteContext, text: string | undefined): Promise<void> {
  if (text === undefined || context.allowPrivateWebhookTargets) return;
  const url = new URL(text);
  if (webhookTargetProblem(url, false) === 'private-address' || (await resolvesPrivately(url))) {
    throw new ApiProblem('VALIDATION_FAILED', WEBHOOK_TARGET_PROBLEMS['private-address'], {
      fields: { url: 'validation.invalid' },
    });
  }
}

/** The endpoint id of the path, or a 404. */
function endpointId(context: RouteContext): string {
  const id = context.params.id ?? '';
  if (!ENDPOINT_ID.test(id)) throw notFound('Webhook endpoint not found.');
  return id;
}

/** `GET /admin/webhooks` (admin key): every endpoint, without secrets. */
export const getWebhookEndpoints: RouteHandler = async (context) => {
  requireAdmin(context);
  return jsonResponse(200, { endpoints: await listWebhookEndpoints(context.db) });
};

/**
 * `POST /admin/webhooks` (admin key) `{ url, description?, events? }`: makes an endpoint and answers
 * 201 `{ endpoint, secret }`; the secret (`whsec_…`) is shown this once. 400 for a URL that is not
 * http(s), carries credentials, or reaches a private address (unless `WEBHOOK_ALLOW_PRIVATE_TARGETS`).
 */
export const postWebhookEndpoint: RouteHandler = async (context) => {
  requireAdmin(context);
  const input = parseWebhookBody(createWebhookEndpointSchema, await readJsonBody(context.request));
  await refusePrivateTarget(context, input.url);
  return jsonResponse(201, await createWebhookEndpoint(context.db, input, context.now()));
};

/** `GET /admin/webhooks/{id}` (admin key): one endpoint. */
export const getWebhookEndpoint: RouteHandler = async (context) => {
  requireAdmin(context);
  const endpoint = await findWebhookEndpoint(context.db, endpointId(context));
  if (!endpoint) throw notFound('Webhook endpoint not found.');
  return jsonResponse(200, endpoint);
};

/**
 * `PATCH /admin/webhooks/{id}` (admin key) `{ url?, description?, events?, enabled? }`: changes an
 * endpoint; `enabled: true` turns back on one that answered 410 Gone.
 */
export const patchWebhookEndpoint: RouteHandler = async (context) => {
  requireAdmin(context);
  const id = endpointId(context);
  const changes = parseWebhookBody(updateWebhookEndpointSchema, await readJsonBody(context.request));
  await refusePrivateTarget(context, changes.url);
  const endpoint = await updateWebhookEndpoint(context.db, id, changes, context.now());
  if (!endpoint) throw notFound('Webhook endpoint not found.');
  return jsonResponse(200, endpoint);
};

/** `DELETE /admin/webhooks/{id}` (admin key): 204; its messages not yet sent are given up on. */
export const deleteWebhookEndpointRoute: RouteHandler = async (context) => {
  requireAdmin(context);
  const id = endpointId(context);
  if (!(await context.db.transaction((tx) => deleteWebhookEndpoint(tx, id, context.now()))))
    throw notFound('Webhook endpoint not found.');
  return new Response(null, { status: 204 });
};

/**
 * `POST /admin/webhooks/{id}/rotate-secret` (admin key): a new secret, shown once in the answer
 * `{ endpoint, secret }`; the old ones keep signing for 24 hours beside it.
 */
export const postRotateWebhookSecret: RouteHandler = async (context) => {
  requireAdmin(context);
  const id = endpointId(context);
  const rotated = await context.db.transaction((tx) => rotateWebhookSecret(tx, id, context.now()));
  if (!rotated) throw notFound('Webhook endpoint not found.');
  return jsonResponse(200, rotated);
};

/** Where a page of the log ends, opaque to the caller. */
const encodeCursor = (createdAt: string, id: string) => Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

function decodeCursor(text: string): { createdAt: string; id: string } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [createdAt, id] = value;
    if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt)) || typeof id !== 'string' || !MESSAGE_ID.test(id)) {
      return undefined;
    }
    return { createdAt, id };
  } catch {
    return undefined;
  }
}

/**
 * `GET /admin/webhooks/{id}/messages?status=&limit=&cursor=` (admin key): the endpoint's messages,
 * newest first, each with its body and every delivery attempt (when, the status answered, the
 * start of the answer, or the error). `{ messages, nextCursor }`.
 */
export const getWebhookMessages: RouteHandler = async (context) => {
  requireAdmin(context);
  const id = endpointId(context);
  const { searchParams } = context.url;
  const fields: Record<string, string> = {};
  for (const key of searchParams.keys()) if (!['status', 'limit', 'cursor'].includes(key)) fields[key] = 'validation.invalid';
  const status = searchParams.get('status') ?? undefined;
  if (status !== undefined && !MESSAGE_STATUSES.has(status)) fields.status = 'validation.invalid';
  const limitText = searchParams.get('limit');
  const limit = limitText === null ? WEBHOOK_MESSAGES_DEFAULT_LIMIT : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > WEBHOOK_MESSAGES_MAX_LIMIT) fields.limit = 'validation.invalid';
  const cursorText = searchParams.get('cursor');
  const before = cursorText === null ? undefined : decodeCursor(cursorText);
  if (cursorText !== null && !before) fields.cursor = 'validation.invalid';
  if (Object.keys(fields).length > 0) {
    throw new ApiProblem('VALIDATION_FAILED', 'This log takes status (pending, sent, failed), limit (1–100) and cursor only.', {
      fields,
    });
  }
  if (!(await findWebhookEndpoint(context.db, id))) throw notFound('Webhook endpoint not found.');
  const rows = await listWebhookMessages(context.db, id, {
    limit: limit + 1,
    status: status as 'pending' | 'sent' | 'failed' | undefined,
    before,
  });
  const messages = rows.slice(0, limit);
  const last = messages.at(-1);
  return jsonResponse(200, { messages, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null });
};

/** The message of the path, or a 404. */
async function findMessage(context: RouteContext, id: string) {
  const messageId = context.params.messageId ?? '';
  const [message] = MESSAGE_ID.test(messageId) ? await listWebhookMessages(context.db, id, { limit: 1, messageId }) : [];
  if (!message) throw notFound('Webhook message not found.');
  return message;
}

/** `GET /admin/webhooks/{id}/messages/{messageId}` (admin key): one message with its attempts. */
export const getWebhookMessage: RouteHandler = async (context) => {
  requireAdmin(context);
  return jsonResponse(200, await findMessage(context, endpointId(context)));
};

/**
 * `POST /admin/webhooks/{id}/messages/{messageId}/resend` (admin key): sends the message again
 * (same `webhook-id`, the whole retry schedule again) and answers 202 with it. 409 while the
 * endpoint is turned off, or while a worker is delivering it.
 */
export const postResendWebhookMessage: RouteHandler = async (context) => {
  requireAdmin(context);
  const id = endpointId(context);
  await findMessage(context, id);
  const endpoint = await findWebhookEndpoint(context.db, id);
  if (endpoint && !endpoint.enabled) {
    throw new ApiProblem('ENDPOINT_DISABLED', 'This endpoint is turned off; turn it on (enabled: true) to send to it again.');
  }
  if (!(await resendWebhookMessage(context.db, id, context.params.messageId ?? '', context.now()))) {
    throw new ApiProblem('DELIVERY_IN_PROGRESS', 'This message is being delivered right now. Please try again in a moment.');
  }
  return jsonResponse(202, await findMessage(context, id));
};
