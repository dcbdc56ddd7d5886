import type { Booking, BookingAmounts, BookingStatus, Payment } from '@booking-kit/core';
import { newPublicId } from '../bookings/booking-secrets';
import type { Queryable, Transaction } from '../db/database';
import { DomainError } from '../errors/domain-error';

const MINUTE_MS = 60_000;

/** Options of `startPayment`. */
export interface StartPaymentOptions {
  now: Date;
  /** How long the bookings wait for their payment: the length of a hold. */
  holdMinutes: number;
}

/** The items of a booking answer: the booking and the others of its request (`group`). */
function itemsOf(
  booking: Pick<Booking, 'id' | 'amounts' | 'group'>,
): Array<{ id: string; amounts?: BookingAmounts | undefined }> {
  return [booking, ...(booking.group ?? [])];
}

/** The ids of a booking answer: the booking and the others of its request (`group`). */
function idsOf(booking: Pick<Booking, 'id' | 'amounts' | 'group'>): string[] {
  return itemsOf(booking).map((item) => item.id);
}

/**
 * Inside the transaction that made the bookings of one request (a booking, a cart, a series),
 * asks for what is due now of the amounts each was written with (see `bookingAmounts`: its
 * service's price times its seats, the visitor's choice). When anything is due, one payment of
 * the sum is created and every booking of the request waits for it (`awaiting_payment`) until
 * `holdMinutes` from now: the time stays the visitor's as a hold does, and an unpaid request
 * lapses as a whole. When nothing is due (a free service, one paid on the day), nothing is written.
 * @returns the answer with `amounts` (also on each `group` item) and, when due, `payment`
 * @throws {DomainError} VALIDATION_FAILED when the items due now are priced in different currencies
 */
export async function startPayment(tx: Transaction, booking: Booking, options: StartPaymentOptions): Promise<Booking> {
  const items = itemsOf(booking).map(({ id, amounts }) => {
    if (!amounts) throw new Error(`startPayment: booking ${id} was written without its amounts`);
    return { id, amounts };
  });
  const due = items.filter((item) => item.amounts.dueNowMinor > 0);
  const currencies = new Set(due.map((item) => item.amounts.currency));
  if (currencies.size > 1) {
    throw new DomainError('VALIDATION_FAILED', 'These services are priced in different currencies: book them apart.', {
      fields: { items: 'validation.invalid' },
    });
  }
  const [currency] = currencies;
  if (currency === undefined)
    return addPaymentView(booking, new Map(items.map(({ id, amounts }) => [id, { status: booking.status, amounts }])));
  const payment: Payment = {
    id: newPublicId(),
    status: 'pending',
    amountMinor: due.reduce((sum, item) => sum + item.amounts.dueNowMinor, 0),
    currency,
    expiresAt: new Date(options.now.getTime() + options.holdMinutes * MINUTE_MS).toISOString(),
  };
  // One statement: the payment, and every booking of the request waiting for it.
  await tx.query(
    `WITH new_payment AS (
       INSERT INTO payments (id, status, amount_minor, currency, created_at, expires_at)
       VALUES ($1, 'pending', $2, $3, $4::timestamptz, $5::timestamptz))
     UPDATE bookings SET payment_id = $1, status = 'awaiting_payment', expires_at = $5::timestamptz
     WHERE id = ANY($6::text[])`,
    [
      payment.id,
      payment.amountMinor,
      payment.currency,
      options.now.toISOString(),
      payment.expiresAt,
      items.map((item) => item.id),
    ],
  );
  // The answer from what was just written, without reading it back.
  return addPaymentView(
    booking,
    new Map(items.map(({ id, amounts }) => [id, { status: 'awaiting_payment' as const, amounts, payment }])),
  );
}

/** What `withPayments` adds to a booking. */
interface PaymentView {
  status: BookingStatus;
  amounts?: BookingAmounts;
  payment?: Payment;
}

interface PaymentViewRow {
  id: string;
  status: BookingStatus;
  expires_at: Date | null;
  currency: string | null;
  total_minor: number | null;
  due_now_minor: number | null;
  paid_minor: number;
  payment_choice: BookingAmounts['choice'];
  payment_id: string | null;
  payment_status: Payment['status'] | null;
  payment_amount_minor: number | null;
  payment_currency: string | null;
  payment_expires_at: Date | null;
  payment_paid_at: Date | null;
  payment_last4: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The status to show: a booking still awaiting a payment that lapsed is `expired` already,
 * before a write marks it so (as an expired hold is ignored before it is deleted).
 */
function shownStatus(row: Pick<PaymentViewRow, 'status' | 'expires_at'>, now: Date): BookingStatus {
  if (row.status === 'awaiting_payment' && row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime()) {
    return 'expired';
  }
  return row.status;
}

function toView(row: PaymentViewRow, now: Date): PaymentView {
  const view: PaymentView = { status: shownStatus(row, now) };
  if (row.currency !== null && row.total_minor !== null && row.due_now_minor !== null) {
    view.amounts = {
      currency: row.currency,
      totalMinor: row.total_minor,
      dueNowMinor: row.due_now_minor,
      paidMinor: row.paid_minor,
      choice: row.payment_choice,
    };
  }
  if (
    row.payment_id !== null &&
    row.payment_status !== null &&
    row.payment_amount_minor !== null &&
    row.payment_currency !== null &&
    row.payment_expires_at !== null
  ) {
    view.payment = {
      id: row.payment_id,
      status: row.payment_status,
      amountMinor: row.payment_amount_minor,
      currency: row.payment_currency,
      expiresAt: iso(row.payment_expires_at),
      ...(row.payment_paid_at !== null && { paidAt: iso(row.payment_paid_at) }),
      ...(row.payment_last4 !== null && { last4: row.payment_last4 }),
    };
  }
  return view;
}

/** The payment views of bookings by id. */
export async function paymentViews(db: Queryable, ids: readonly string[], now: Date): Promise<Map<string, PaymentView>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<PaymentViewRow>(
    `SELECT b.id, b.status, b.expires_at, b.currency, b.total_minor, b.due_now_minor, b.paid_minor, b.payment_choice,
       b.payment_id, p.status AS payment_status, p.amount_minor AS payment_amount_minor, p.currency AS payment_currency,
       p.expires_at AS payment_expires_at, p.paid_at AS payment_paid_at, p.card_last4 AS payment_last4
     FROM bookings b LEFT JOIN payments p ON p.id = b.payment_id WHERE b.id = ANY($1::text[])`,
    [[...ids]],
  );
  return new Map(rows.map((row) => [row.id, toView(row, now)]));
}

/**
 * A booking with its amounts and payment (and each `group` item with its amounts), its status as
 * of `now`. Bookings made before payments existed have no amounts.
 */
export async function withPayments(db: Queryable, booking: Booking, now: Date): Promise<Booking> {
  const views = await paymentViews(db, idsOf(booking), now);
  return addPaymentView(booking, views);
}

/** `withPayments` with views already read (several bookings at once). */
export function addPaymentView(booking: Booking, views: ReadonlyMap<string, PaymentView>): Booking {
  const view = views.get(booking.id);
  const group = booking.group?.map((other) => {
    const amounts = views.get(other.id)?.amounts;
    return amounts ? { ...other, amounts } : other;
  });
  return {
    ...booking,
    ...(view && { status: view.status }),
    ...(view?.amounts && { amounts: view.amounts }),
    ...(view?.payment && { payment: view.payment }),
    ...(group && { group }),
  };
}
