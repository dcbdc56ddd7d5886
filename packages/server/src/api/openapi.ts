import {
  apiErrorBodySchema,
  bookingAccessRequestSchema,
  bookingAccessSchema,
  bookingListSchema,
  bookingPageDetailSchema,
  bookingSchema,
  cancelBookingRequestSchema,
  confirmPaymentRequestSchema,
  createBookingRequestSchema,
  createHoldRequestSchema,
  createOneTimeLinkRequestSchema,
  formSchema,
  formSubmissionRequestSchema,
  formSubmissionSchema,
  holdSchema,
  MAX_BOOKINGS_PER_VIEW,
  oneTimeLinkCreatedSchema,
  oneTimeLinkDetailSchema,
  paymentConfirmationSchema,
  providerDetailSchema,
  recurringSlotsResponseSchema,
  rejectBookingRequestSchema,
  rescheduleBookingRequestSchema,
  serviceDetailSchema,
  serviceGroupDetailSchema,
  serviceMenuDetailSchema,
  slotsQuerySchema,
  slotsResponseSchema,
  surveySchema,
} from '@booking-kit/core';
import type { z } from 'zod';
import { badLocale, errorAnswer, rateLimited, unauthorized } from './openapi-answers';
import { contentOpenApiPaths, contentOpenApiSchemas } from './openapi-content';
import { idempotencyKey, idParameter, localeParameters, slugParameter } from './openapi-parameters';
import { allRequired, json, jsonSchema, ref } from './openapi-parts';
import { webhookOpenApiEvents, webhookOpenApiPaths, webhookOpenApiSchemas } from './openapi-webhooks';

const outsideWindowOrInvalid =
  'VALIDATION_FAILED (`fields` names the bad fields; instants lie in 2000–2199, text holds no control characters; ' +
  '`fields.locale`: a `locale` that is not one of the supported locales), or ' +
  'OUTSIDE_BOOKING_WINDOW: a start sooner than the service’s `minimumNoticeMinutes` or later than its `bookingHorizonDays` ' +
  '(`params.earliest`, `params.latest`; `params.item` names the cart item or series occurrence).';

/** The write routes beyond `POST /bookings`: holds, manage, one-time links, admin. */
function newPaths(): Record<string, unknown> {
  return {
    '/holds': {
      post: {
        operationId: 'createHold',
        parameters: [idempotencyKey, ...localeParameters],
        requestBody: { required: true, content: json(ref('CreateHoldRequest')) },
        responses: {
          201: {
            description:
              'Held until `expiresAt` (10 minutes by default); `holdToken` appears only in this answer. The service’s name is in the request’s locale.',
            content: json(ref('Hold')),
          },
          400: errorAnswer(outsideWindowOrInvalid),
          404: errorAnswer('No such service or staff member.'),
          409: errorAnswer('STAFF_BUSY, SEATS_LEFT, SEAT_LIMIT, SLOT_UNAVAILABLE or RESOURCE_UNAVAILABLE.'),
          429: rateLimited,
        },
      },
    },
    '/holds/{id}': {
      delete: {
        operationId: 'releaseHold',
        security: [{ holdToken: [] }],
        parameters: [idParameter('The hold id'), idempotencyKey],
        responses: {
          204: { description: 'Released: the time is offered again.' },
          404: errorAnswer('No such hold, or a wrong hold token.'),
          429: rateLimited,
        },
      },
    },
    '/bookings/{id}/reschedule': {
      post: {
        operationId: 'rescheduleBooking',
        security: [{ manageToken: [] }],
        parameters: [idParameter('The booking id'), idempotencyKey, ...localeParameters],
        requestBody: { required: true, content: json(ref('RescheduleBookingRequest')) },
        responses: {
          200: {
            description:
              'Moved. The manage token is rotated (the new one appears only in this answer) and every access token of the booking ends.',
            content: json(ref('Booking')),
          },
          400: errorAnswer(outsideWindowOrInvalid),
          404: errorAnswer('No such booking, or a wrong (or expired access) token.'),
          409: errorAnswer(
            'BOOKING_CANCELLED, CUTOFF_PASSED (params.minutes), STAFF_BUSY, SEATS_LEFT, SLOT_UNAVAILABLE or RESOURCE_UNAVAILABLE.',
          ),
          422: errorAnswer('IDEMPOTENCY_MISMATCH.'),
          429: rateLimited,
        },
      },
    },
    '/bookings/{id}/cancel': {
      post: {
        operationId: 'cancelBooking',
        security: [{ manageToken: [] }],
        parameters: [idParameter('The booking id'), idempotencyKey, ...localeParameters],
        requestBody: { required: true, content: json(ref('CancelBookingRequest')) },
        responses: {
          200: { description: 'Cancelled.', content: json(ref('Booking')) },
          400: errorAnswer(`Invalid body: \`reason\` (1 to 500 characters) is required. Or ${badLocale}`),
          404: errorAnswer('No such booking, or a wrong (or expired access) token.'),
          409: errorAnswer('BOOKING_CANCELLED or CUTOFF_PASSED (params.minutes).'),
          422: errorAnswer('IDEMPOTENCY_MISMATCH.'),
          429: rateLimited,
        },
      },
    },
    '/bookings/{id}/access': {
      post: {
        operationId: 'requestBookingAccess',
        description:
          'For a visitor without the manage link: the booking reference (its id) and the email it was booked with (trimmed, any case) ' +
          'give a new access token, sent like the manage token (`Authorization: Bearer`) to view the booking in full, cancel, reschedule or pay, ' +
          'until `expiresAt` (24 hours). The manage token itself is neither shown nor rotated. A reschedule ends every access token of the booking (its answer carries the new manage token).',
        parameters: [idParameter('The booking id (the reference on the confirmation)'), idempotencyKey],
        requestBody: { required: true, content: json(ref('BookingAccessRequest')) },
        responses: {
          201: {
            description: 'Granted. `manageToken` is the new access token and appears only in this answer.',
            content: json(ref('BookingAccess')),
          },
          400: errorAnswer('VALIDATION_FAILED: `fields.email` (required, or not an email address).'),
          404: errorAnswer(
            'No such booking, or not its email: the same answer for an unknown or malformed id, a hold and a wrong email, so it reveals no booking.',
          ),
          422: errorAnswer('IDEMPOTENCY_MISMATCH.'),
          429: rateLimited,
        },
      },
    },
    '/payments/{id}/confirm': {
      post: {
        operationId: 'confirmPayment',
        description:
          'Pays the `payment` of a booking answer (`awaiting_payment`: its time is kept until `payment.expiresAt`) with a card, ' +
          'through the test provider: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 and 4000 0000 0000 9995 are declined.',
        security: [{ manageToken: [] }],
        parameters: [idParameter('The payment id (`payment.id` of the booking)'), idempotencyKey, ...localeParameters],
        requestBody: { required: true, content: json(ref('ConfirmPaymentRequest')) },
        responses: {
          200: {
            description:
              'Paid: the bookings are `scheduled` (or `requested` where the business confirms), `amounts.paidMinor` set. A paid payment answers the same again and charges nothing.',
            content: json(ref('PaymentConfirmation')),
          },
          400: errorAnswer(
            `VALIDATION_FAILED: \`fields\` names each bad card field (\`card.number\`, …) with its message key. Or ${badLocale}`,
          ),
          402: errorAnswer(
            'PAYMENT_DECLINED or PAYMENT_FAILED: `params.messageKey` says why (`payment.errors.declined`, …). Nothing changes: the bookings keep waiting.',
          ),
          404: errorAnswer('No such payment, or a wrong (or expired access) token.'),
          409: errorAnswer('BOOKING_EXPIRED (the time to pay ran out; the time was given back) or BOOKING_CANCELLED.'),
          422: errorAnswer('IDEMPOTENCY_MISMATCH.'),
          429: rateLimited,
        },
      },
    },
    '/one-time-links/{slug}': {
      get: {
        operationId: 'getOneTimeLink',
        parameters: [slugParameter('The one-time link slug'), ...localeParameters],
        responses: {
          200: { description: 'What the link books.', content: json(ref('OneTimeLinkDetail')) },
          400: errorAnswer(badLocale),
          404: errorAnswer('No such link.'),
          410: errorAnswer("SLUG_EXPIRED ('Slug Expired'): the link was used or has expired."),
        },
      },
    },
    '/admin/bookings': {
      get: {
        operationId: 'listBookings',
        security: [{ adminApiKey: [] }],
        description:
          'The business’s bookings by start then id, with each visitor’s contact details, guests, amounts and payment (never a manage token), a page at a time; holds are never listed.',
        parameters: [
          ['from', 'Bookings that start at or after this ISO-8601 UTC instant (default: now)'],
          ['to', 'Bookings that start before this instant'],
          ['staff', 'One staff member’s slug'],
          [
            'status',
            'scheduled, requested, cancelled, awaiting_payment or expired; several comma-separated (a lapsed payment counts as expired)',
          ],
          ['limit', 'Bookings per page, 1–100 (default 50)'],
          ['cursor', 'The nextCursor of the page before'],
        ].map(([name, description]) => ({ name, in: 'query', required: false, description, schema: { type: 'string' } })),
        responses: {
          200: {
            description: 'A page of bookings; `nextCursor` is null on the last page.',
            content: json(
              allRequired({ bookings: { type: 'array', items: ref('Booking') }, nextCursor: { type: ['string', 'null'] } }),
            ),
          },
          400: errorAnswer('VALIDATION_FAILED: fields names each bad parameter (a cursor this list did not give included).'),
          401: unauthorized,
        },
      },
    },
    '/admin/staff/{slug}/calendar-feed': {
      post: {
        operationId: 'issueCalendarFeed',
        security: [{ adminApiKey: [] }],
        description:
          'Issues the staff member’s secret calendar feed (GET /feeds/{token}.ics), replacing the one before, whose address stops working. The token is shown this once.',
        parameters: [slugParameter('The staff member’s slug'), idempotencyKey],
        responses: {
          201: {
            description: 'The feed: `path` is below /api/v1.',
            content: json(allRequired({ staff: { type: 'string' }, token: { type: 'string' }, path: { type: 'string' } })),
          },
          401: unauthorized,
          404: errorAnswer('No such staff member.'),
          429: rateLimited,
        },
      },
    },
    '/feeds/{file}': {
      get: {
        operationId: 'getCalendarFeed',
        description:
          'A staff member’s bookings as an iCalendar feed for calendar apps to subscribe to, from 30 days ago on: each event with its invite’s UID and SEQUENCE, requested bookings TENTATIVE, cancelled ones CANCELLED.',
        parameters: [{ name: 'file', in: 'path', required: true, description: '`<token>.ics`', schema: { type: 'string' } }],
        responses: {
          200: { description: 'The calendar.', content: { 'text/calendar': { schema: { type: 'string' } } } },
          404: errorAnswer('No feed has this token.'),
        },
      },
    },
    '/admin/bookings/{id}/confirm': {
      post: {
        operationId: 'confirmBooking',
        security: [{ adminApiKey: [] }],
        parameters: [idParameter('The booking id'), idempotencyKey, ...localeParameters],
        responses: {
          200: { description: 'Confirmed: the booking is scheduled.', content: json(ref('Booking')) },
          400: errorAnswer(`Invalid body. Or ${badLocale}`),
          401: unauthorized,
          404: errorAnswer('No such booking.'),
          409: errorAnswer('BOOKING_NOT_REQUESTED.'),
          429: rateLimited,
        },
      },
    },
    '/admin/bookings/{id}/reject': {
      post: {
        operationId: 'rejectBooking',
        security: [{ adminApiKey: [] }],
        parameters: [idParameter('The booking id'), idempotencyKey, ...localeParameters],
        requestBody: { required: false, content: json(ref('RejectBookingRequest')) },
        responses: {
          200: { description: 'Rejected: the booking is cancelled.', content: json(ref('Booking')) },
          400: errorAnswer(`Invalid body. Or ${badLocale}`),
          401: unauthorized,
          404: errorAnswer('No such booking.'),
          409: errorAnswer('BOOKING_NOT_REQUESTED.'),
          429: rateLimited,
        },
      },
    },
    '/admin/one-time-links': {
      post: {
        operationId: 'createOneTimeLink',
        security: [{ adminApiKey: [] }],
        parameters: [idempotencyKey],
        requestBody: { required: true, content: json(ref('CreateOneTimeLinkRequest')) },
        responses: {
          201: { description: 'Created, with a random slug.', content: json(ref('OneTimeLinkCreated')) },
          400: errorAnswer('Invalid body, or an expiry in the past.'),
          401: unauthorized,
          404: errorAnswer('No such service, or the staff member does not perform it.'),
          429: rateLimited,
        },
      },
    },
  };
}

function slotsParameters() {
  const required = new Set(['service', 'from', 'to', 'timeZone']);
  return Object.entries(slotsQuerySchema.shape).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: jsonSchema(schema as z.ZodType, 'input'),
  }));
}

/** Builds the OpenAPI 3.1 document of the API from core's zod schemas. */
export function buildOpenApiDocument(): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'booking-kit API',
      version: '1',
      description:
        'Appointment booking. Times are ISO-8601 UTC instants (2000–2199); every 4xx and 5xx answer has the ApiError shape. Bad input is never a 5xx; 503 SERVICE_UNAVAILABLE means the database cannot serve (see Retry-After). ' +
        'The business’s texts (service, group, menu and page names and descriptions; a booking’s service name) answer in the request’s locale: `?locale=`, else Accept-Language, else the default text; a booking without either in its own `locale`. Where the business gave no translation, the default text. ' +
        'Pages on other origins may call the API from the browser when the server lists their origin (CORS, `CORS_ORIGINS`): they may send Content-Type, Idempotency-Key, Accept-Language and Authorization (the hold and manage tokens) and read Location, Retry-After and Idempotent-Replayed; never with cookies, and never the /admin routes.',
    },
    servers: [{ url: '/api/v1' }],
    paths: {
      '/health': {
        get: {
          operationId: 'getHealth',
          description: 'Reads the email outbox’s backlog from the database.',
          responses: {
            200: {
              description:
                'The server and its database are up. `outbox`: emails waiting to be sent, how many are due now, how many were given up on, and how long the oldest due one has waited (a growing backlog means the mail server is not taking them). `slotsCache`: whether this process caches slot answers and what clears them.',
              content: json(
                allRequired({
                  ok: { const: true },
                  database: { const: 'up' },
                  outbox: allRequired({
                    pending: { type: 'integer', minimum: 0 },
                    due: { type: 'integer', minimum: 0 },
                    failed: { type: 'integer', minimum: 0 },
                    oldestDueSeconds: { type: 'integer', minimum: 0 },
                  }),
                  slotsCache: {
                    type: 'object',
                    description:
                      '`off`: no slots cache. `listening`: cleared by every change committed to the database, by this process or any other (the database’s notifications). `suspended`: the notification connection is down, so nothing is cached until it is back. `local`: cleared by this process’s writes only.',
                    properties: {
                      status: { enum: ['off', 'local', 'listening', 'suspended'] },
                      ttlMs: { type: 'integer', minimum: 0 },
                    },
                    required: ['status', 'ttlMs'],
                  },
                }),
              ),
            },
            503: errorAnswer('SERVICE_UNAVAILABLE: the database cannot serve; see the Retry-After header.'),
          },
        },
      },
      '/services/{slug}': {
        get: {
          operationId: 'getService',
          parameters: [slugParameter('The service slug'), ...localeParameters],
          responses: {
            200: { description: 'The service.', content: json(ref('ServiceDetail')) },
            400: errorAnswer(badLocale),
            404: errorAnswer('No such service.'),
          },
        },
      },
      '/providers/{slug}': {
        get: {
          operationId: 'getProvider',
          parameters: [slugParameter('The provider slug'), ...localeParameters],
          responses: {
            200: { description: 'The provider.', content: json(ref('ProviderDetail')) },
            400: errorAnswer(badLocale),
            404: errorAnswer('No such provider.'),
          },
        },
      },
      '/groups/{idOrSlug}': {
        get: {
          operationId: 'getGroup',
          parameters: [
            { ...slugParameter('The group’s id (grp-wellness) or slug (wellness)'), name: 'idOrSlug' },
            ...localeParameters,
          ],
          responses: {
            200: { description: 'The group and its services.', content: json(ref('ServiceGroupDetail')) },
            400: errorAnswer(badLocale),
            404: errorAnswer('No such group.'),
          },
        },
      },
      '/service-menus/{idOrSlug}': {
        get: {
          operationId: 'getServiceMenu',
          parameters: [
            { ...slugParameter('The menu’s id (menu-spa) or slug (spa-menu)'), name: 'idOrSlug' },
            ...localeParameters,
          ],
          responses: {
            200: { description: 'The menu: categories and their services.', content: json(ref('ServiceMenuDetail')) },
            400: errorAnswer(badLocale),
            404: errorAnswer('No such service menu.'),
          },
        },
      },
      '/booking-pages/{slug}': {
        get: {
          operationId: 'getBookingPage',
          parameters: [slugParameter('The bookings page slug'), ...localeParameters],
          responses: {
            200: { description: 'The page with its provider and services.', content: json(ref('BookingPageDetail')) },
            400: errorAnswer(badLocale),
            404: errorAnswer('No such bookings page.'),
          },
        },
      },
      '/slots': {
        get: {
          operationId: 'getSlots',
          parameters: slotsParameters(),
          responses: {
            200: {
              description:
                'Open slots by day in `timeZone`, only inside the service’s booking window (now + `minimumNoticeMinutes` to now + `bookingHorizonDays`): a range past the horizon answers no days.',
              content: json(ref('SlotsResponse')),
            },
            400: errorAnswer('Invalid query; `fields` names the bad parameters (dates lie in 2000–2199, at most 62 days apart).'),
            404: errorAnswer('No such service, or the staff member does not perform it.'),
          },
        },
      },
      '/forms/{id}': {
        get: {
          operationId: 'getForm',
          parameters: [idParameter('The form id (form-intake)')],
          responses: { 200: { description: 'The form.', content: json(ref('Form')) }, 404: errorAnswer('No such form.') },
        },
      },
      '/forms/{id}/submissions': {
        post: {
          operationId: 'submitForm',
          parameters: [idParameter('The form id')],
          requestBody: { required: true, content: json(ref('FormSubmissionRequest')) },
          responses: {
            201: { description: 'Stored.', content: json(ref('FormSubmission')) },
            400: errorAnswer('VALIDATION_FAILED: fields names each bad answer (answers.<name>) with its message key.'),
            404: errorAnswer('No such form.'),
            429: rateLimited,
          },
        },
      },
      '/surveys/{id}': {
        get: {
          operationId: 'getSurvey',
          parameters: [idParameter('The survey id (survey-feedback)')],
          responses: { 200: { description: 'The survey.', content: json(ref('Survey')) }, 404: errorAnswer('No such survey.') },
        },
      },
      '/surveys/{id}/responses': {
        post: {
          operationId: 'respondToSurvey',
          parameters: [idParameter('The survey id')],
          requestBody: { required: true, content: json(ref('FormSubmissionRequest')) },
          responses: {
            201: { description: 'Stored.', content: json(ref('FormSubmission')) },
            400: errorAnswer('VALIDATION_FAILED: fields names each bad answer (answers.<name>) with its message key.'),
            404: errorAnswer('No such survey.'),
            429: rateLimited,
          },
        },
      },
      '/slots/recurring': {
        get: {
          operationId: 'getRecurringSlots',
          description:
            'A weekly series from a chosen slot, occurrence by occurrence: free (and with whom), taken (`notOffered`), outside the service’s booking window (`outsideBookingWindow`, e.g. past its horizon) or on a clock time that does not exist (`nonexistent`). ' +
            'Each unavailable occurrence has `alternatives`: up to 3 free starts near it (the same day nearest the wanted time first, then the nearest days within 3 days either side, nearest that clock time), inside the booking window, for the staff and seats asked; empty when none. ' +
            'The service must allow the series (its `recurring`: `everyWeeks` offered, `minCount` to `maxCount` occurrences). ' +
            'Book it with `recurring` on POST /bookings, skipping the unavailable occurrences (`skip`) or booking an alternative instead (`replacements`).',
          parameters: [
            ['service', true, 'The service slug'],
            ['staff', false, 'A staff slug, or any (default)'],
            ['start', true, 'The first occurrence, an ISO-8601 UTC instant'],
            ['everyWeeks', false, 'Weeks between occurrences, 1–12 (default 1)'],
            ['count', true, 'Occurrences including the first, 1–52'],
            ['seats', false, 'Seats each occurrence needs (default 1)'],
            ['durationMinutes', false, 'One of the service’s lengths'],
          ].map(([name, required, description]) => ({ name, in: 'query', required, description, schema: { type: 'string' } })),
          responses: {
            200: { description: 'The occurrences, checked.', content: json(ref('RecurringSlots')) },
            400: errorAnswer(
              'VALIDATION_FAILED: fields names each bad parameter; a series the service does not allow names `service` (it has no `recurring`), `everyWeeks` or `count`, with its rule in `params` (`everyWeeks` as "1,2", `minCount`, `maxCount`).',
            ),
            404: errorAnswer('No such service or staff member.'),
          },
        },
      },
      '/bookings': {
        post: {
          operationId: 'createBooking',
          description:
            'Books one service at one start, a cart (`items`) or a weekly series (`recurring`), all or nothing. ' +
            'A series needs a service whose `recurring` allows its `everyWeeks` and `count` (else 400 VALIDATION_FAILED on `recurring`, `recurring.everyWeeks` or `recurring.count`). ' +
            'It books every occurrence not in `skip`, and those in `replacements` (occurrence index → start, e.g. `{ "2": "2026-03-24T12:00:00.000Z" }`: one of the occurrence’s `alternatives` from GET /slots/recurring) at that start instead; ' +
            'a replacement of the first occurrence, of one past `count` or in `skip`, or more than 3 days from its occurrence is 400 on `recurring.replacements.<index>`; one that is not free is the conflict of that occurrence (409 with `params.item`), and nothing is booked. ' +
            'The answer is the first booking with every other one in `group`, in series order.',
          parameters: [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              description: 'Replays the first answer for the same body; another body with the same key is 422.',
              schema: { type: 'string', minLength: 1, maxLength: 255 },
            },
            ...localeParameters,
          ],
          requestBody: { required: true, content: json(ref('CreateBookingRequest')) },
          responses: {
            201: {
              description:
                'Booked. `manageToken` appears only in this answer. The service’s name is in the request’s locale, else in the body’s `locale`.',
              content: json(ref('Booking')),
            },
            400: errorAnswer(outsideWindowOrInvalid),
            404: errorAnswer('No such service or staff member.'),
            409: errorAnswer('STAFF_BUSY, SEATS_LEFT, SEAT_LIMIT, SLOT_UNAVAILABLE, HOLD_EXPIRED or RESOURCE_UNAVAILABLE.'),
            410: errorAnswer("SLUG_EXPIRED ('Slug Expired'): the one-time link was used or has expired."),
            413: errorAnswer('Body over 64 kB.'),
            422: errorAnswer('IDEMPOTENCY_MISMATCH.'),
            429: rateLimited,
          },
        },
      },
      '/bookings/{id}': {
        get: {
          operationId: 'getBooking',
          description: `One booking, or several as \`{id1},{id2}\` (up to ${MAX_BOOKINGS_PER_VIEW}, a whole series): then \`{ bookings }\` in the public view, 404 if any is missing.`,
          security: [{}, { manageToken: [] }],
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }, ...localeParameters],
          responses: {
            200: {
              description:
                'The booking; contact details in full only with the manage token (`Authorization: Bearer`). The service’s name is in the request’s locale, else in the booking’s own `locale`.',
              content: json({ oneOf: [ref('Booking'), ref('BookingList')] }),
            },
            400: errorAnswer(
              'VALIDATION_FAILED (`fields.token`): a manage token in the address (`?token=`). Send it as a bearer token: addresses leak through logs and Referer headers. ' +
                `Or ${badLocale}`,
            ),
            404: errorAnswer('No such booking, or a wrong (or expired access) token.'),
          },
        },
      },
      ...newPaths(),
      ...contentOpenApiPaths(),
      ...webhookOpenApiPaths(),
      '/openapi.json': {
        get: {
          operationId: 'getOpenApi',
          responses: { 200: { description: 'This document.', content: json({ type: 'object' }) } },
        },
      },
    },
    webhooks: webhookOpenApiEvents(),
    components: {
      schemas: {
        ServiceDetail: jsonSchema(serviceDetailSchema, 'output'),
        ProviderDetail: jsonSchema(providerDetailSchema, 'output'),
        RecurringSlots: jsonSchema(recurringSlotsResponseSchema, 'output'),
        Form: jsonSchema(formSchema, 'output'),
        Survey: jsonSchema(surveySchema, 'output'),
        FormSubmissionRequest: jsonSchema(formSubmissionRequestSchema, 'input'),
        FormSubmission: jsonSchema(formSubmissionSchema, 'output'),
        ServiceGroupDetail: jsonSchema(serviceGroupDetailSchema, 'output'),
        ServiceMenuDetail: jsonSchema(serviceMenuDetailSchema, 'output'),
        BookingPageDetail: jsonSchema(bookingPageDetailSchema, 'output'),
        SlotsResponse: jsonSchema(slotsResponseSchema, 'output'),
        CreateBookingRequest: jsonSchema(createBookingRequestSchema, 'input'),
        Booking: jsonSchema(bookingSchema, 'output'),
        BookingList: jsonSchema(bookingListSchema, 'output'),
        CreateHoldRequest: jsonSchema(createHoldRequestSchema, 'input'),
        Hold: jsonSchema(holdSchema, 'output'),
        RescheduleBookingRequest: jsonSchema(rescheduleBookingRequestSchema, 'input'),
        CancelBookingRequest: jsonSchema(cancelBookingRequestSchema, 'input'),
        BookingAccessRequest: jsonSchema(bookingAccessRequestSchema, 'input'),
        BookingAccess: jsonSchema(bookingAccessSchema, 'output'),
        ConfirmPaymentRequest: jsonSchema(confirmPaymentRequestSchema, 'input'),
        PaymentConfirmation: jsonSchema(paymentConfirmationSchema, 'output'),
        RejectBookingRequest: jsonSchema(rejectBookingRequestSchema, 'input'),
        CreateOneTimeLinkRequest: jsonSchema(createOneTimeLinkRequestSchema, 'input'),
        OneTimeLinkCreated: jsonSchema(oneTimeLinkCreatedSchema, 'output'),
        OneTimeLinkDetail: jsonSchema(oneTimeLinkDetailSchema, 'output'),
        ...contentOpenApiSchemas(),
        ...webhookOpenApiSchemas(),
        ApiError: jsonSchema(apiErrorBodySchema, 'output'),
      },
      securitySchemes: {
        manageToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The manage token of a booking, or an unexpired access token from POST /bookings/{id}/access.',
        },
        holdToken: { type: 'http', scheme: 'bearer', description: 'The token of a hold, from POST /holds.' },
        adminApiKey: { type: 'http', scheme: 'bearer', description: 'The admin API key (ADMIN_API_KEY).' },
        previewToken: {
          type: 'apiKey',
          in: 'query',
          name: 'token',
          description:
            'A preview’s token, from POST /admin/previews or printed by the import (also taken as `Authorization: Bearer`).',
        },
      },
    },
  };
}
