import { localeSchema, oneTimeLinkSchema, providerSchema, serviceSchema, staffSchema, timeZoneSchema } from '@booking-kit/core';
import { z } from 'zod';

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
 * A business as one JSON document: staff, services and providers, referring to each other by
 * slug. Validated whole: slugs are unique and every reference points at something declared.
 * Importing it (`importBusiness`) creates or updates; the demo business is such a document.
 */
export const businessDocumentSchema = z
  .object({
    /** The format version of the document. */
    version: z.literal(1),
    business: businessInfoSchema,
    staff: z.array(staffSchema).min(1),
    services: z.array(serviceSchema),
    providers: z.array(providerSchema),
    /** Links that book a service exactly once (`otl-welcome`), imported by slug. */
    oneTimeLinks: z.array(oneTimeLinkSchema).default([]),
  })
  .superRefine((document, context) => {
    const staff = new Set(document.staff.map((member) => member.slug));
    const services = new Set(document.services.map((service) => service.slug));
    const collections = [
      ['staff', document.staff],
      ['services', document.services],
      ['providers', document.providers],
      ['oneTimeLinks', document.oneTimeLinks],
    ] as const;
    for (const [key, items] of collections) {
      for (const slug of duplicates(items.map((item) => item.slug))) {
        context.addIssue({ code: 'custom', path: [key], message: `duplicate slug "${slug}"` });
      }
    }
    document.services.forEach((service, index) => {
      for (const slug of service.staff) {
        if (!staff.has(slug))
          context.addIssue({ code: 'custom', path: ['services', index, 'staff'], message: `unknown staff "${slug}"` });
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
