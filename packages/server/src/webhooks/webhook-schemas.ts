import { slugSchema } from '@booking-kit/core';
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from './webhook-events';
import { WEBHOOK_SECRET_PATTERN } from './webhook-signature';
import { WEBHOOK_TARGET_PROBLEMS, webhookTargetProblem } from './webhook-targets';

/** A webhook URL: http(s), without credentials, at most 2,000 characters (private hosts are checked where the setting is known). */
export const webhookUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .superRefine((text, context) => {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      context.addIssue({ code: 'custom', message: WEBHOOK_TARGET_PROBLEMS['not-http'] });
      return;
    }
    const problem = webhookTargetProblem(url, true);
    if (problem) context.addIssue({ code: 'custom', message: WEBHOOK_TARGET_PROBLEMS[problem] });
  });

/** The event types an endpoint takes: at least one, each once. */
export const webhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1)
  .refine((types) => new Set(types).size === types.length, 'Each event type once.');

/** A description the business gives an endpoint. */
const descriptionSchema = z.string().trim().max(200);

/** `POST /admin/webhooks`'s body. */
export const createWebhookEndpointSchema = z.strictObject({
  url: webhookUrlSchema,
  description: descriptionSchema.optional(),
  /** Left out: every event type. */
  events: webhookEventsSchema.optional(),
});

/** `PATCH /admin/webhooks/{id}`'s body: what to change. `events: null` takes every type again. */
export const updateWebhookEndpointSchema = z.strictObject({
  url: webhookUrlSchema.optional(),
  description: descriptionSchema.optional(),
  events: webhookEventsSchema.nullable().optional(),
  /** `true` turns an endpoint that answered 410 (or was turned off) back on; `false` turns it off. */
  enabled: z.boolean().optional(),
});

/** An endpoint the business document declares, by its own id. */
export const documentWebhookSchema = z
  .strictObject({
    id: slugSchema,
    url: webhookUrlSchema,
    description: descriptionSchema.optional(),
    events: webhookEventsSchema.optional(),
    secrets: z.array(z.string().regex(WEBHOOK_SECRET_PATTERN, 'A secret is whsec_ and base64 of 24 to 64 bytes.')).min(1).max(5),
  })
  .meta({
    description:
      'A webhook endpoint (Standard Webhooks 1.0): its URL, the event types it takes (all when left out), and its signing secrets (whsec_…). Every secret listed signs each message: list a new one beside the old while the receiver switches.',
  });
