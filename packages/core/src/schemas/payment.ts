import { z } from 'zod';
import { validationMessages } from './messages';
import { instantSchema } from './primitives';

/** What the visitor pays now, when the service lets them choose: a deposit, or the full amount. */
export const paymentChoiceSchema = z.enum(['deposit', 'full'], { error: validationMessages.invalid });

/** A whole amount in a currency's minor unit (cents for EUR, yen for JPY, fils for KWD). */
const minorSchema = z.int().min(0);

/** An ISO 4217 currency code, e.g. `EUR`. */
const currencySchema = z.string().regex(/^[A-Z]{3}$/);

/**
 * The amounts of one booked item, computed by the server from its service's price and payment
 * rule (times its seats for a class), in the business's currency: what it costs, what is due
 * before it is confirmed, and what has been paid.
 */
export const bookingAmountsSchema = z.object({
  currency: currencySchema,
  /** The price of this item: the service's price times the seats it takes. */
  totalMinor: minorSchema,
  /** What is paid online before the appointment: the deposit, the total, or 0 (free, or paid on the day). */
  dueNowMinor: minorSchema,
  /** What has been paid so far: 0 until the payment succeeds, then `dueNowMinor`. */
  paidMinor: minorSchema,
  /** The choice in effect; `null` when nothing is paid online. */
  choice: paymentChoiceSchema.nullable(),
});

/** A booked item's amounts. */
export type BookingAmounts = z.infer<typeof bookingAmountsSchema>;

/** `pending` until `POST /payments/{id}/confirm` succeeds, then `succeeded`. */
export const paymentStatusSchema = z.enum(['pending', 'succeeded']);

/** A payment's status. */
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * The one payment of a booking request (one booking, a cart or a series): the sum of what its
 * bookings ask to be paid now. Pay it with `POST /payments/{id}/confirm` before `expiresAt`; until
 * then the bookings are `awaiting_payment` and their time is kept for the visitor.
 */
export const paymentSchema = z.object({
  id: z.string(),
  status: paymentStatusSchema,
  amountMinor: z.int().min(1),
  currency: currencySchema,
  /** Until when the bookings wait for this payment; after it they are `expired`. */
  expiresAt: instantSchema,
  /** When the payment succeeded. */
  paidAt: instantSchema.optional(),
  /** The last four digits of the card that paid. */
  last4: z.string().optional(),
});

/** A payment. */
export type Payment = z.infer<typeof paymentSchema>;

/** A card field as typed: free text, checked by `validateCard` (the server checks it again). */
const cardFieldSchema = (max: number) =>
  z.string({ error: validationMessages.required }).max(max, { error: validationMessages.tooLong });

/**
 * `POST /payments/{id}/confirm` body: the card to charge, as the visitor typed it. The server
 * checks it with `validateCard` and charges it through the configured provider (the test provider:
 * see `TEST_CARDS`).
 */
export const confirmPaymentRequestSchema = z.object({
  card: z.object({
    number: cardFieldSchema(40),
    expiry: cardFieldSchema(10),
    cvc: cardFieldSchema(10),
    name: cardFieldSchema(200),
  }),
});

/** A payment confirmation request. */
export type ConfirmPaymentRequest = z.input<typeof confirmPaymentRequestSchema>;
