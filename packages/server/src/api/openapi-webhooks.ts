import { WEBHOOK_EVENT_TYPES } from '../webhooks/webhook-events';
import { createWebhookEndpointSchema, updateWebhookEndpointSchema } from '../webhooks/webhook-schemas';
import { errorAnswer, rateLimited, unauthorized } from './openapi-answers';
import { idParameter, requiredParameter } from './openapi-parameters';
import { allRequired, type JsonSchema, json, jsonSchema, ref } from './openapi-parts';

const admin = { security: [{ adminApiKey: [] }] };
const endpointId = idParameter('The endpoint id');
const messageId = {
  name: 'messageId',
  in: 'path',
  required: true,
  description: 'The message id (its webhook-id)',
  schema: { type: 'string', format: 'uuid' },
};
const notFound = errorAnswer('No such endpoint (or message).');
const badUrl = errorAnswer(
  'VALIDATION_FAILED: `fields` names each bad field; a URL that is not http(s), carries a user name or password, or reaches a private, loopback or link-local address (unless WEBHOOK_ALLOW_PRIVATE_TARGETS) is refused with a message that says which.',
);
const withSecret = (description: string) => ({
  description,
  content: json(allRequired({ endpoint: ref('WebhookEndpoint'), secret: { type: 'string', pattern: '^whsec_' } })),
});

/** The admin routes of webhook endpoints and their delivery log. */
export function webhookOpenApiPaths(): Record<string, unknown> {
  return {
    '/admin/webhooks': {
      get: {
        operationId: 'listWebhookEndpoints',
        ...admin,
        responses: {
          200: {
            description: 'Every endpoint, from the business document and the admin API, without secrets.',
            content: json({ type: 'object', properties: { endpoints: { type: 'array', items: ref('WebhookEndpoint') } } }),
          },
          401: unauthorized,
        },
      },
      post: {
        operationId: 'createWebhookEndpoint',
        ...admin,
        requestBody: { required: true, content: json(ref('CreateWebhookEndpointRequest')) },
        responses: {
          201: withSecret('The endpoint and its signing secret, shown this once.'),
          400: badUrl,
          401: unauthorized,
          429: rateLimited,
        },
      },
    },
    '/admin/webhooks/{id}': {
      get: {
        operationId: 'getWebhookEndpoint',
        ...admin,
        parameters: [endpointId],
        responses: {
          200: { description: 'The endpoint.', content: json(ref('WebhookEndpoint')) },
          401: unauthorized,
          404: notFound,
        },
      },
      patch: {
        operationId: 'updateWebhookEndpoint',
        ...admin,
        parameters: [endpointId],
        requestBody: { required: true, content: json(ref('UpdateWebhookEndpointRequest')) },
        responses: {
          200: { description: 'The endpoint as changed.', content: json(ref('WebhookEndpoint')) },
          400: badUrl,
          401: unauthorized,
          404: notFound,
          429: rateLimited,
        },
      },
      delete: {
        operationId: 'deleteWebhookEndpoint',
        ...admin,
        parameters: [endpointId],
        responses: {
          204: { description: 'Deleted; its messages not yet sent are given up on.' },
          401: unauthorized,
          404: notFound,
          429: rateLimited,
        },
      },
    },
    '/admin/webhooks/{id}/rotate-secret': {
      post: {
        operationId: 'rotateWebhookSecret',
        ...admin,
        parameters: [endpointId],
        responses: {
          200: withSecret('A new secret, shown this once; the ones before keep signing beside it for 24 hours.'),
          401: unauthorized,
          404: notFound,
          429: rateLimited,
        },
      },
    },
    '/admin/webhooks/{id}/messages': {
      get: {
        operationId: 'listWebhookMessages',
        ...admin,
        parameters: [
          endpointId,
          ...[
            ['status', 'pending, sent or failed'],
            ['limit', 'Messages per page, 1–100 (default 20)'],
            ['cursor', 'The nextCursor of the page before'],
          ].map(([name, description]) => ({ name, in: 'query', required: false, description, schema: { type: 'string' } })),
        ],
        responses: {
          200: {
            description:
              'The endpoint’s messages, newest first, each with its body and every attempt; `nextCursor` is null on the last page.',
            content: json(
              allRequired({
                messages: { type: 'array', items: ref('WebhookMessage') },
                nextCursor: { type: ['string', 'null'] },
              }),
            ),
          },
          400: errorAnswer('VALIDATION_FAILED: fields names each bad parameter.'),
          401: unauthorized,
          404: notFound,
        },
      },
    },
    '/admin/webhooks/{id}/messages/{messageId}': {
      get: {
        operationId: 'getWebhookMessage',
        ...admin,
        parameters: [endpointId, messageId],
        responses: {
          200: { description: 'The message and its attempts.', content: json(ref('WebhookMessage')) },
          401: unauthorized,
          404: notFound,
        },
      },
    },
    '/admin/webhooks/{id}/messages/{messageId}/resend': {
      post: {
        operationId: 'resendWebhookMessage',
        ...admin,
        parameters: [endpointId, messageId],
        responses: {
          202: {
            description: 'Due again now, with the same webhook-id and the whole retry schedule.',
            content: json(ref('WebhookMessage')),
          },
          401: unauthorized,
          404: notFound,
          409: errorAnswer('ENDPOINT_DISABLED: the endpoint is turned off. DELIVERY_IN_PROGRESS: an attempt is under way.'),
          429: rateLimited,
        },
      },
    },
  };
}

const attemptSchema = allRequired({
  attemptedAt: { type: 'string', format: 'date-time' },
  responseStatus: { type: ['integer', 'null'] },
  responseBody: { type: ['string', 'null'], description: 'The first 1,000 characters of the answer.' },
  error: { type: ['string', 'null'], description: 'Why no answer came (refused, timed out, a private address refused).' },
  durationMs: { type: 'integer' },
});

/** The schemas the webhook routes and events refer to. */
export function webhookOpenApiSchemas(): Record<string, JsonSchema> {
  const eventType = { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] };
  return {
    CreateWebhookEndpointRequest: jsonSchema(createWebhookEndpointSchema, 'input'),
    UpdateWebhookEndpointRequest: jsonSchema(updateWebhookEndpointSchema, 'input'),
    WebhookEndpoint: allRequired({
      id: { type: 'string' },
      url: { type: 'string', format: 'uri' },
      description: { type: 'string' },
      events: { oneOf: [{ type: 'array', items: eventType }, { type: 'null' }], description: 'null: every event type' },
      source: { type: 'string', enum: ['document', 'api'] },
      enabled: { type: 'boolean' },
      disabledReason: { type: ['string', 'null'] },
      disabledAt: { type: ['string', 'null'], format: 'date-time' },
      secrets: {
        type: 'array',
        description:
          'When each signing secret stops signing (null: until rotated), newest first; the secrets themselves are shown only when made.',
        items: { type: 'object', properties: { expiresAt: { type: ['string', 'null'], format: 'date-time' } } },
      },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    }),
    WebhookMessage: {
      type: 'object',
      properties: {
        id: { type: 'string', format: 'uuid', description: 'The webhook-id header.' },
        type: eventType,
        bookingId: { type: ['string', 'null'] },
        status: { type: 'string', enum: ['pending', 'sent', 'failed'] },
        createdAt: { type: 'string', format: 'date-time' },
        sentAt: { type: ['string', 'null'], format: 'date-time' },
        nextAttemptAt: { type: ['string', 'null'], format: 'date-time' },
        lastError: { type: ['string', 'null'] },
        payload: ref('WebhookEvent'),
        attempts: { type: 'array', items: attemptSchema },
      },
      required: ['id', 'type', 'status', 'createdAt', 'payload', 'attempts'],
    },
    WebhookEvent: {
      type: 'object',
      description: 'The body of every webhook message (Standard Webhooks 1.0).',
      properties: {
        type: eventType,
        timestamp: { type: 'string', format: 'date-time', description: 'When the change happened.' },
        data: {
          type: 'object',
          properties: {
            booking: {
              ...ref('Booking'),
              description: 'The booking as GET /admin/bookings lists it: contact details, guests, amounts, payment.',
            },
            previous: {
              type: 'object',
              description: 'booking.rescheduled: where the booking was.',
              properties: { start: { type: 'string', format: 'date-time' }, end: { type: 'string', format: 'date-time' } },
            },
          },
          required: ['booking'],
        },
      },
      required: ['type', 'timestamp', 'data'],
    },
  };
}

/** OpenAPI 3.1's `webhooks`: what the server POSTs to endpoints, one entry per event type. */
export function webhookOpenApiEvents(): Record<string, unknown> {
  const header = (name: string, description: string) => requiredParameter('header', name, description);
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          description: `Sent when a booking change of type ${type} commits. Verify the signature (any Standard Webhooks library), answer 2xx within 10 s; 410 turns the endpoint off; anything else is retried for about three days.`,
          parameters: [
            header('webhook-id', 'The message id: the same on every attempt; deduplicate by it.'),
            header('webhook-timestamp', 'Seconds since the epoch when this attempt was sent; refuse one far from your clock.'),
            header(
              'webhook-signature',
              '`v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per signing secret, space-separated.',
            ),
          ],
          requestBody: { required: true, content: json(ref('WebhookEvent')) },
          responses: { '2XX': { description: 'Received.' }, 410: { description: 'Gone: the endpoint is turned off.' } },
        },
      },
    ]),
  );
}
