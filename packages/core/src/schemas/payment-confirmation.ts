import { z } from 'zod';
import { bookingSchema } from './booking';
import { paymentSchema } from './payment';

/**
 * The answer of `POST /payments/{id}/confirm`: the payment, and the first booking it paid (with
 * the others of its request in `group`), now `scheduled`, or `requested` where the business
 * confirms first. A repeated confirm of a paid payment answers the same, and charges nothing.
 */
export const paymentConfirmationSchema = z.object({
  payment: paymentSchema,
  booking: bookingSchema,
});

/** A payment confirmation. */
export type PaymentConfirmation = z.infer<typeof paymentConfirmationSchema>;
