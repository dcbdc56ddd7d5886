import {
  bookingPageSchema,
  formSchema,
  localeSchema,
  oneTimeLinkSchema,
  providerSchema,
  resourceSchema,
  serviceGroupSchema,
  serviceMenuCategorySchema,
  serviceMenuSchema,
  serviceSchema,
  siteContentSchema,
  staffSchema,
  surveySchema,
  timeZoneSchema,
} from '@booking-kit/core';
import { z } from 'zod';
import { siteContentIssues } from '../content/content-references';
import { documentWebhookSchema } from '../webhooks/webhook-schemas';

/** Hours before an appointment its reminder is sent, unless the service says otherwise. */
export const DEFAULT_REMINDER_HOURS = 24;

/** The business as a whole: its name, home zone, currency and contact. */
export const businessInfoSchema = z.object({
  name: z.string().min(1).max(120),
  timeZone: timeZoneSchema,
  currency: z.string().regex(/^[A-Z]{3}$/),
  defaultLocale: localeSchema.default('en'),
  phone: z.string().max(32).optional(),
});

/** The business's own details. */
export type BusinessInfo = z.infer<typeof businessInfoSchema>;

/** A translated name (of a service, group, menu or category), as long as the name it translates. */
const translatedNameSchema = z.string().min(1).max(120).optional();

/** A translated description, as long as the description it translates. */
const translatedDescriptionSchema = z.string().max(2000).optional();

/**
 * An entry's texts in other locales: per locale code (one of the supported locales), the fields it
 * translates. The API answers a visitor's locale with them; a locale or field left out is shown
 * in the default text, written in the business's `defaultLocale`.
 * @example { de: { name: 'Massage (60 Min.)', description: '...' }, fr: { name: 'Massage (60 min)' } }
 */
function translationsSchema<Shape extends z.ZodRawShape>(fields: Shape, what: string) {
  return z
    .partialRecord(localeSchema, z.strictObject(fields))
    .optional()
    .meta({
      description: `The ${what} in other locales, by locale code (${localeSchema.options.join(', ')}). What a locale leaves out is shown in the default text.`,
    });
}

/** A service's name and description in other locales. */
export const serviceTranslationsSchema = translationsSchema(
  { name: translatedNameSchema, description: translatedDescriptionSchema },
  'name and description',
);

/**
 * A service in the document: core's service with its `translations`, refusing the former name of
 * its booking horizon rather than silently dropping it (the horizon would fall back to its default
 * of 365 days).
 */
const documentServiceSchema = serviceSchema.extend({
  translations: serviceTranslationsSchema,
  /** How many hours before an appointment its visitor and guests get a reminder by email; 0 for none. */
  reminderHoursBefore: z
    .int()
    .min(0)
    .max(720)
    .default(DEFAULT_REMINDER_HOURS)
    .meta({ description: 'Hours before an appointment its visitor and guests are reminded by email (0: no reminder).' }),
  bookingWindowDays: z
    .never({ error: 'renamed: use bookingHorizonDays' })
    .optional()
    .meta({ description: 'Renamed to bookingHorizonDays.', deprecated: true }),
});

/** A group in the document, with its name and description in other locales. */
const documentGroupSchema = serviceGroupSchema.extend({
  translations: translationsSchema(
    { name: translatedNameSchema, description: translatedDescriptionSchema },
    'name and description',
  ),
});

/** A service menu in the document, with its name, description and categories' names in other locales. */
const documentMenuSchema = serviceMenuSchema.extend({
  translations: translationsSchema(
    { name: translatedNameSchema, description: translatedDescriptionSchema },
    'name and description',
  ),
  categories: z
    .array(
      serviceMenuCategorySchema.extend({
        translations: translationsSchema({ name: translatedNameSchema }, 'category name'),
      }),
    )
    .min(1)
    .max(50),
});

/** A bookings page in the document, with its title and description in other locales. */
const documentBookingPageSchema = bookingPageSchema.extend({
  translations: translationsSchema(
    { title: z.string().min(1).max(120).optional(), description: translatedDescriptionSchema },
    'title and description',
  ),
});

function duplicates(slugs: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const slug of slugs) {
    if (seen.has(slug)) repeated.push(slug);
    seen.add(slug);
  }
  return repeated;
}

/**
 * A business as one JSON document: staff, resources, services, providers, one-time links, groups,
 * service menus, bookings pages, forms, surveys and the content site, referring to each other by slug. Validated whole: slugs are unique and every reference points at something declared.
 * Importing it (`importBusiness`) creates or updates; the demo business is such a document.
 */
export const businessDocumentSchema = z
  .object({
    /** The format version of the document. */
    version: z.literal(1),
    business: businessInfoSchema,
    staff: z.array(staffSchema).min(1),
    /**
     * Rooms and equipment that services need, one unit each (`treatment-room-1`,
     * `treatment-room-2`): a service lists those it can use in its `resources`.
     */
    resources: z.array(resourceSchema).default([]).meta({
      description:
        'Rooms and equipment that services need, one unit each (two treatment rooms are two entries): a service lists those it can use in its resources.',
    }),
    services: z.array(documentServiceSchema),
    providers: z.array(providerSchema),
    /** Links that book a service exactly once (`otl-welcome`), imported by slug. */
    oneTimeLinks: z.array(oneTimeLinkSchema).default([]),
    /** Groups of services booked from one calendar, by id and by slug. */
    groups: z.array(documentGroupSchema).default([]),
    /** Menus of services in categories, by id and by slug. */
    serviceMenus: z.array(documentMenuSchema).default([]),
    /** Named bookings pages, each showing one provider's services. */
    bookingPages: z.array(documentBookingPageSchema).default([]),
    /** Forms visitors fill in (`form-intake`), by id. */
    forms: z.array(formSchema).default([]),
    /** Multi-step surveys (`survey-feedback`), by id. */
    surveys: z.array(surveySchema).default([]),
    /** Webhook endpoints that receive booking events, by id (see docs/webhooks.md). */
    webhooks: z.array(documentWebhookSchema).max(20).default([]),
    /**
     * The content site: pages (by path) with their sections, blog posts with their authors,
     * categories and tags, products and collections (by slug or id), and previews of unpublished
     * pages and posts. Rich text is sanitized when imported.
     */
    content: siteContentSchema.prefault({}).meta({
      description:
        'The content site: pages (by path) with their sections, blog posts with their authors, categories and tags, products and collections, and previews of unpublished pages and posts. Rich text (richText sections, post bodies) is sanitized to an allowlist of HTML when imported.',
    }),
  })
  .superRefine((document, context) => {
    const staff = new Set(document.staff.map((member) => member.slug));
    const services = new Set(document.services.map((service) => service.slug));
    const resources = new Set(document.resources.map((resource) => resource.slug));
    const collections = [
      ['staff', document.staff],
      ['resources', document.resources],
      ['services', document.services],
      ['providers', document.providers],
      ['oneTimeLinks', document.oneTimeLinks],
      ['groups', document.groups],
      ['serviceMenus', document.serviceMenus],
      ['bookingPages', document.bookingPages],
    ] as const;
    for (const [key, items] of collections) {
      for (const slug of duplicates(items.map((item) => item.slug))) {
        context.addIssue({ code: 'custom', path: [key], message: `duplicate slug "${slug}"` });
      }
    }
    for (const [key, items] of [
      ['groups', document.groups],
      ['serviceMenus', document.serviceMenus],
      ['forms', document.forms],
      ['surveys', document.surveys],
      ['webhooks', document.webhooks],
    ] as const) {
      for (const id of duplicates(items.map((item) => item.id))) {
        context.addIssue({ code: 'custom', path: [key], message: `duplicate id "${id}"` });
      }
    }
    const checkServices = (slugs: readonly string[], path: Array<string | number>) => {
      for (const slug of slugs) {
        if (!services.has(slug)) context.addIssue({ code: 'custom', path, message: `unknown service "${slug}"` });
      }
    };
    for (const [index, group] of document.groups.entries()) checkServices(group.services, ['groups', index, 'services']);
    for (const [index, menu] of document.serviceMenus.entries()) {
      for (const [categoryIndex, category] of menu.categories.entries()) {
        checkServices(category.services, ['serviceMenus', index, 'categories', categoryIndex, 'services']);
      }
    }
    const providers = new Set(document.providers.map((provider) => provider.slug));
    document.bookingPages.forEach((page, index) => {
      if (!providers.has(page.provider)) {
        context.addIssue({
          code: 'custom',
          path: ['bookingPages', index, 'provider'],
          message: `unknown provider "${page.provider}"`,
        });
      }
    });
    document.services.forEach((service, index) => {
      for (const slug of service.staff) {
        if (!staff.has(slug))
          context.addIssue({ code: 'custom', path: ['services', index, 'staff'], message: `unknown staff "${slug}"` });
      }
      for (const slug of service.resources ?? []) {
        if (!resources.has(slug)) {
          context.addIssue({ code: 'custom', path: ['services', index, 'resources'], message: `unknown resource "${slug}"` });
        }
      }
      if (service.currency !== document.business.currency) {
        context.addIssue({
          code: 'custom',
          path: ['services', index, 'currency'],
          message: 'differs from the business currency',
        });
      }
    });
    document.oneTimeLinks.forEach((link, index) => {
      const service = document.services.find((candidate) => candidate.slug === link.service);
      if (!service) {
        context.addIssue({
          code: 'custom',
          path: ['oneTimeLinks', index, 'service'],
          message: `unknown service "${link.service}"`,
        });
      } else if (link.staff !== undefined && !service.staff.includes(link.staff)) {
        context.addIssue({
          code: 'custom',
          path: ['oneTimeLinks', index, 'staff'],
          message: `"${link.staff}" does not perform "${link.service}"`,
        });
      }
    });
    for (const issue of siteContentIssues(document.content, services, document.business.currency)) {
      context.addIssue({ code: 'custom', path: ['content', ...issue.path], message: issue.message });
    }
    document.providers.forEach((provider, index) => {
      for (const slug of provider.staff) {
        if (!staff.has(slug))
          context.addIssue({ code: 'custom', path: ['providers', index, 'staff'], message: `unknown staff "${slug}"` });
      }
      for (const slug of provider.services) {
        if (!services.has(slug)) {
          context.addIssue({ code: 'custom', path: ['providers', index, 'services'], message: `unknown service "${slug}"` });
        }
      }
    });
  });

/** A business document as written (defaults may be left out). */
export type BusinessDocumentInput = z.input<typeof businessDocumentSchema>;

/** A validated business document, defaults filled in. */
export type BusinessDocument = z.infer<typeof businessDocumentSchema>;
