import { formatAppointmentTime, formatPrice, telHref } from '@booking-kit/core';
import { useEffect, useId } from 'react';
import { useLocale } from '../locale/locale-context';
import { useAnchorRef } from '../utils/element-by-id';
import { confirmationPartAttrs } from './confirmation.anatomy';
import type { ConfirmationBooking, ConfirmationDetail, ConfirmationStatus } from './confirmation.types';
import { splitMessage } from './split-message';

/** Options of {@link useConfirmation}. */
export interface ConfirmationOptions {
  booking: ConfirmationBooking;
  /** The outcome to announce. @default the booking's `status`, else 'scheduled' */
  status?: ConfirmationStatus;
  /** The office phone, shown as 'Questions? Call us at {{phone}}' with a `tel:` link. */
  officePhone?: string;
  /** The zone the time is shown in. @default the `<LocaleProvider>`'s time zone */
  timeZone?: string;
  /** Move focus to the heading when shown and when the status changes, so screen readers announce it. @default true */
  focusOnMount?: boolean;
}

const TITLE_KEYS: Record<ConfirmationStatus, string> = {
  scheduled: 'confirmation.scheduled',
  rescheduled: 'confirmation.rescheduled',
  requested: 'confirmation.requested',
  cancelled: 'confirmation.cancelled',
  // Not outcomes to announce: a booking still waiting for its payment, or one whose payment lapsed.
  awaiting_payment: 'payment.title',
  expired: 'hold.expired',
};

/** What {@link useConfirmation} returns: the texts and a prop bag per part. */
export interface ConfirmationApi {
  status: ConfirmationStatus;
  rootProps: { 'aria-labelledby': string; 'aria-describedby'?: string; 'data-status': ConfirmationStatus } & ReturnType<
    typeof confirmationPartAttrs
  >;
  /** 'Your appointment is scheduled', '… rescheduled', '… cancelled' or 'Appointment requested'. */
  title: string;
  titleProps: { id: string; tabIndex: -1; ref: (node: HTMLElement | null) => void } & ReturnType<typeof confirmationPartAttrs>;
  /** The request-confirmation message for `requested`, else null. */
  description: string | null;
  descriptionProps: { id: string } & ReturnType<typeof confirmationPartAttrs>;
  /** What, When (in the locale and time zone), Who, Booking reference, and a cancellation's reason. */
  details: ConfirmationDetail[];
  detailsProps: ReturnType<typeof confirmationPartAttrs>;
  /** The contact sentence split around the phone, or null without an office phone. */
  contact: { before: string; phone: string; after: string; href: string } | null;
  contactProps: ReturnType<typeof confirmationPartAttrs>;
}

/**
 * The behaviour hook of a confirmation: the outcome's heading (focused when shown, so a screen
 * reader announces it), the booking's details in the visitor's locale and time zone and the office
 * phone as a `tel:` link. Nothing is kept between renders, so there is no state hook.
 * @example const api = useConfirmation({ booking, status: 'rescheduled', officePhone: '+31 20 123 4567' });
 */
export function useConfirmation(options: ConfirmationOptions): ConfirmationApi {
  const { t, tag, timeZone: localeZone } = useLocale();
  const baseId = useId();
  const { booking, officePhone, focusOnMount = true } = options;
  const status = options.status ?? booking.status ?? 'scheduled';
  const titleId = `${baseId}-title`;
  const title = useAnchorRef();
  const descriptionId = `${baseId}-description`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new status is a new outcome to announce.
  useEffect(() => {
    if (focusOnMount) title.current()?.focus();
  }, [focusOnMount, title, status]);

  const customer = booking.contact ? [booking.contact.firstName, booking.contact.lastName].filter(Boolean).join(' ') : '';
  const who = [customer, booking.staff ? t('booking.with', { name: booking.staff.name }) : ''].filter(Boolean).join(' · ');
  const details: ConfirmationDetail[] = [
    { id: 'what', label: t('confirmation.what'), value: booking.service.name },
    {
      id: 'when',
      label: t('confirmation.when'),
      value: formatAppointmentTime(booking.start, booking.end, tag, options.timeZone ?? localeZone),
    },
  ];
  if (who) details.push({ id: 'who', label: t('confirmation.who'), value: who });
  // Where the confirmation email goes, so a visitor can spot a mistyped address at once.
  if (booking.contact?.email) details.push({ id: 'email', label: t('details.email'), value: booking.contact.email });
  details.push(...amountDetails(booking, t, tag));
  details.push({ id: 'reference', label: t('confirmation.reference'), value: booking.id });
  if (status === 'cancelled' && booking.cancellationReason) {
    details.push({ id: 'reason', label: t('confirmation.cancellationReason'), value: booking.cancellationReason });
  }
  const [before, after] = splitMessage(t, 'confirmation.contact', 'phone');
  const description = status === 'requested' ? t('confirmation.requestedHint') : null;

  return {
    status,
    rootProps: {
      'aria-labelledby': titleId,
      ...(description !== null && { 'aria-describedby': descriptionId }),
      'data-status': status,
      ...confirmationPartAttrs('root'),
    },
    title: t(TITLE_KEYS[status]),
    titleProps: { id: titleId, tabIndex: -1, ref: title.ref, ...confirmationPartAttrs('title') },
    description,
    descriptionProps: { id: descriptionId, ...confirmationPartAttrs('description') },
    details,
    detailsProps: confirmationPartAttrs('details'),
    contact: officePhone ? { before, phone: officePhone, after, href: telHref(officePhone) } : null,
    contactProps: confirmationPartAttrs('contact'),
  };
}

/**
 * The spec's amounts of a booking with a price: the total, the deposit (or full amount) paid now,
 * the paid amount, and what is left for the appointment; in the currency's own decimals.
 */
function amountDetails(booking: ConfirmationBooking, t: (key: string) => string, tag: string): ConfirmationDetail[] {
  const amounts = booking.amounts;
  if (!amounts || amounts.totalMinor === 0) return [];
  const money = (minor: number) => formatPrice(minor, amounts.currency, tag);
  const rows: ConfirmationDetail[] = [{ id: 'total', label: t('payment.total'), value: money(amounts.totalMinor) }];
  if (amounts.dueNowMinor > 0) {
    const dueLabel = amounts.choice === 'deposit' ? 'payment.depositNow' : 'payment.fullNow';
    rows.push({ id: 'due-now', label: t(dueLabel), value: money(amounts.dueNowMinor) });
    rows.push({ id: 'paid', label: t('payment.paidAmount'), value: money(amounts.paidMinor) });
  }
  const remaining = amounts.totalMinor - amounts.paidMinor;
  if (remaining > 0) rows.push({ id: 'remaining', label: t('payment.remaining'), value: money(remaining) });
  return rows;
}
