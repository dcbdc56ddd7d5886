import { z } from 'zod';
import { slugSchema } from './primitives';
import { serviceDetailSchema } from './service';
import { staffSummarySchema } from './staff';

/** A person or a team that visitors book with. */
export const providerSchema = z.object({
  slug: slugSchema,
  name: z.string().min(1).max(120),
  kind: z.enum(['person', 'team']),
  staff: z.array(slugSchema).min(1),
  services: z.array(slugSchema),
});

/** A provider as the business declares it. */
export type Provider = z.infer<typeof providerSchema>;

/** A provider as `GET /providers/{slug}` returns it. */
export const providerDetailSchema = providerSchema.omit({ staff: true, services: true }).extend({
  staff: z.array(staffSummarySchema),
  services: z.array(serviceDetailSchema),
});

/** The public view of a provider. */
export type ProviderDetail = z.infer<typeof providerDetailSchema>;
