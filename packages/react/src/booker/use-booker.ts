import {
  type BookingFlowError,
  type BookingFlowRecurrence,
  type BookingFlowState,
  type BookingFlowStep,
  type CartFlowStep,
  type DetailsFormData,
  type DetailsFormValues,
  type Guest,
  type Hold,
  type PaymentChoice,
  type PaymentResult,
  paymentProgress,
  type ServiceDetail,
  type Slot,
  serviceAsksPayment,
  serviceFlowOptions,
  type ValidCard,
  type WidgetApiClient,
} from '@booking-kit/core';
import type { CalendarDate } from '@internationalized/date';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type BookingFlowApi, useBookingFlow } from '../booking-flow/use-booking-flow';
import type { GuestDraft } from '../guest-list';
import { useLocale } from '../locale/locale-context';
import { isRecurringSeriesComplete, type RecurringSeriesValue } from '../recurring-series';
import type { StaffPickerStaff } from '../staff-picker';
import type { BookingMade } from './booking-made';
import { seriesCheckKey } from './series-check-key';
import { type BookerSlotFields, type BookerSlots, bookerSlotFields, useBookerSlots } from './use-booker-slots';
import { useFlowOutcomes } from './use-flow-outcomes';
import { useReleaseLeftHold } from './use-release-left-hold';
import { useSavedBooking } from './use-saved-booking';
import type { SeriesCheck } from './use-series-check';
import { type StepFocus, useStepFocus } from './use-step-focus';

/** The moments of a booking a host may follow (analytics, a thank-you page, an embed's events). */
export interface BookerCallbacks {
  /** The step shown changed (a cart's steps include `cart`). */
  onStepChange?(step: BookingFlowStep | CartFlowStep): void;
  /** The visitor chose a day (`YYYY-MM-DD`, in `timeZone`, the zone the times are shown in). */
  onDateSelected?(date: string, timeZone: string): void;
  onSlotSelected?(slot: Slot): void;
  onHoldCreated?(hold: Hold): void;
  onBookingCreated?(made: BookingMade): void;
  onBookingFailed?(error: BookingFlowError): void;
  onPaymentDeclined?(result: Extract<PaymentResult, { status: 'declined' }>): void;
  /** The visitor sent the booking (`details`: the details of a booking paid later or free) or a card (`payment`). */
  onBookingSubmitted?(step: 'details' | 'payment'): void;
}

/** What a host may fill in before the visitor does. */
export interface BookerDefaultValues {
  contact?: Partial<DetailsFormValues>;
  guests?: ReadonlyArray<Guest>;
}

/** Options of {@link useBooker}. */
export interface UseBookerOptions extends BookerCallbacks {
  /** The typed API client (core's `createWidgetApiClient`, or a whole `createBookingApiClient`), on the API's origin. */
  client: WidgetApiClient;
  service: ServiceDetail;
  /** The staff who perform the service, in the order to show them (one or none: no staff step). */
  performers: ReadonlyArray<StaffPickerStaff>;
  /** The staff member the booking is with (a person's page); without it, the visitor chooses. */
  staff?: string | undefined;
  /** The zone times are shown in. @default the LocaleProvider's */
  timeZone?: string | undefined;
  /** Slots the host loads itself (see `useBookerSlots`); without them they are fetched here. */
  slots?: BookerSlots | undefined;
  /** The month to show first, `YYYY-MM`. */
  defaultMonth?: string | undefined;
  /** The shown month's slots must follow the chosen staff member and seats (controlled `slots`). */
  onSlotQueryChange?(query: { staff?: string; seats?: number }): void;
  onMonthChange?(month: CalendarDate): void;
  defaultValues?: BookerDefaultValues | undefined;
  /** The one-time link the booking uses up. */
  oneTimeLink?: string | undefined;
  /** The host's own entries stored with the booking (UTM parameters, its own ids; see core's `bookingMetadataSchema`). */
  metadata?: Readonly<Record<string, string>> | undefined;
  /**
   * The tab's session-storage key the booking is kept under across reloads; `false` keeps nothing.
   * @default `bk-booking:{service}:{staff}`
   */
  storageKey?: string | false | undefined;
  /**
   * The booking's clock: "today" and the months the calendar offers, and the hold countdown. For
   * stories and tests with a fixed "now" (`() => Date.parse('2026-03-06T11:00:00Z')`). @default Date.now
   */
  now?: (() => number) | undefined;
}

/**
 * A service's series, where its rule allows one: the visitor's 'Repeat', the value, and the check
 * of the series shown, as `useBookerSeries` (called where the series shows) reports it: `loading`
 * until it has answered for this time, staff, seats, rhythm and length.
 */
export interface BookerSeries extends SeriesCheck {
  rule: NonNullable<ServiceDetail['recurring']>;
  repeat: boolean;
  setRepeat(repeat: boolean): void;
  value: RecurringSeriesValue;
  setValue(value: RecurringSeriesValue | ((current: RecurringSeriesValue) => RecurringSeriesValue)): void;
  /** Whether every occurrence is free, moved or left out: the series can be booked. */
  isComplete: boolean;
  /** `useBookerSeries` reports its check of the series shown here. */
  reportCheck(check: SeriesCheck): void;
}

/** What {@link useBooker} returns: the flow and everything its steps show and do. */
export interface BookerApi extends BookerSlotFields {
  flow: BookingFlowApi;
  /** The typed API client the booking asks (the `client` option). */
  client: WidgetApiClient;
  service: ServiceDetail;
  performers: ReadonlyArray<StaffPickerStaff>;
  timeZone: string;
  guests: GuestDraft[];
  setGuests(guests: GuestDraft[]): void;
  /** The most seats one booking takes (the visitor's included): guests fill the rest. */
  maxSeats: number;
  /** The series, for a service that may repeat; null otherwise. */
  series: BookerSeries | null;
  /** The series being booked (Repeat on), or null. */
  recurring: BookingFlowRecurrence | null;
  requiresPayment: boolean;
  /** The details typed so far (sent or not), to fill the form in again after Back or a reload. */
  draft: Partial<DetailsFormValues> | DetailsFormData | undefined;
  setDraft(values: Partial<DetailsFormValues>): void;
  /** PaymentStep's `onPay`: books once, charges the card, and a declined card pays the same booking again. */
  pay(card: ValidCard, amounts: { choice: PaymentChoice | null }): Promise<PaymentResult>;
  /** PaymentStep's `onPaid`: the paid booking goes to the confirmation. */
  paid(): void;
  /** What the booking made, once booked: every booking of the request and their manage token. */
  made: BookingMade | null;
  /** When the held time (or the booking waiting for its payment) lapses. */
  expiresAt: string | undefined;
  /** Whether a booking waits for its payment (a card was tried): going back would leave it. */
  paymentBegun: boolean;
  focus: StepFocus;
  /** The booking's clock (the `now` option, else `Date.now`), for the hold countdown. */
  now: () => number;
  /** The slot picker's `onSelectedDateChange`: the visitor chose a day (tells `onDateSelected`). */
  dateSelected(date: CalendarDate): void;
}

/** The most seats one booking of `service` takes, the visitor's included. */
const bookerMaxSeats = (service: ServiceDetail) => Math.min(service.maxSeatsPerBooking ?? service.seats, service.seats);

/** The series value a rule starts with: its first rhythm, its fewest times. */
const initialSeries = (rule: ServiceDetail['recurring']): RecurringSeriesValue => ({
  everyWeeks: rule?.everyWeeks[0] ?? 1,
  count: rule?.minCount ?? 2,
  skip: [],
  replacements: {},
});

/** The hold, booking and payment requests, loaded when first needed (see `booker-requests`). */
const bookerRequests = () => import('./booker-requests');

/** What a booking keeps in the tab besides the flow. */
interface BookerExtra {
  guests: GuestDraft[];
  repeat: boolean;
  series: RecurringSeriesValue;
  draft: Partial<DetailsFormValues> | undefined;
}

/**
 * The whole booking of one service, headless: core's flow machine (`useBookingFlow`) run over the
 * typed API client — staff (for a team), the month's slots, guests for a class, a weekly series
 * checked occurrence by occurrence, a hold on the chosen time (released when left), the details,
 * payment (book once, charge, retry a declined card against the same booking, one idempotency key
 * per intent) and the booking made. Focus moves to each new step's heading; the booking survives
 * a reload in the tab. ui's `<Booker>` renders it; any other rendering can use it alike.
 * @example
 * const booker = useBooker({ client: createBookingApiClient({ baseUrl }), service, performers });
 * <SlotPicker days={booker.slots?.days} value={booker.flow.state.slot} onValueChange={booker.flow.chooseSlot} />
 */
export function useBooker(options: UseBookerOptions): BookerApi {
  const { client, service, performers } = options;
  const locale = useLocale();
  const timeZone = options.timeZone ?? locale.timeZone;
  const now = options.now ?? Date.now;
  const latest = useRef(options);
  latest.current = options;
  // The guests a host knows, as many as the service's seats per booking allow (none where it takes one).
  const [guests, setGuestsState] = useState<GuestDraft[]>(() =>
    (options.defaultValues?.guests ?? [])
      .slice(0, Math.max(0, bookerMaxSeats(service) - 1))
      .map((guest, index) => ({ id: `default-${index}`, ...guest })),
  );
  const [draft, setDraft] = useState<Partial<DetailsFormValues> | undefined>(options.defaultValues?.contact);
  const rule = service.recurring ?? null;
  const [repeat, setRepeat] = useState(false);
  const [seriesValue, setSeriesValue] = useState(() => initialSeries(rule));
  const recurring = rule && repeat ? seriesValue : null;
  const requiresPayment = serviceAsksPayment(service);
  const guestList = guests.map(({ name, email }) => ({ name, email }));
  // One key per intent: a retry of the same booking replays it instead of booking twice.
  const bookingKey = useRef<string | null>(null);
  // One payment intent per booking: another card pays the booking the first try made.
  const progress = useRef(paymentProgress());
  // Once a card was tried, a booking waits for its payment: when it lapses (state, so the steps
  // show it and hide 'Back' as soon as the answer comes, declined or not).
  const [unpaidExpiresAt, setUnpaidExpiresAt] = useState<string | null>(null);
  const focus = useStepFocus();
  const request = () => ({
    timeZone,
    locale: locale.locale,
    guests: guestList,
    recurring,
    ...(options.oneTimeLink && { oneTimeLink: options.oneTimeLink }),
    metadata: options.metadata,
  });

  // Fetched once the first screen is shown, so a chosen time need not wait for it.
  useEffect(() => {
    void bookerRequests();
  }, []);

  const flow = useBookingFlow({
    ...serviceFlowOptions(service, { staffCount: performers.length, staff: options.staff }),
    placeHold: async (state) => {
      bookingKey.current = crypto.randomUUID();
      progress.current = paymentProgress();
      setUnpaidExpiresAt(null);
      const { bookingFlowHoldRequest } = await bookerRequests();
      const hold = await client.createHold(bookingFlowHoldRequest(state, { guests: guestList }), {
        idempotencyKey: crypto.randomUUID(),
      });
      latest.current.onHoldCreated?.(hold);
      return hold;
    },
    book: async (state) => {
      latest.current.onBookingSubmitted?.('details');
      const { bookingFlowBookingRequest } = await bookerRequests();
      return client.createBooking(bookingFlowBookingRequest(state, request()), {
        idempotencyKey: bookingKey.current ?? crypto.randomUUID(),
      });
    },
    // The new step's heading takes focus, so a screen reader hears where the visitor is now.
    onStepChange: (step) => {
      focus.focusStep(step);
      latest.current.onStepChange?.(step);
    },
  });
  const { state } = flow;

  useReleaseLeftHold(state, client, now);
  const slots = useBookerSlots({
    client,
    service,
    staff: state.staff,
    seats: 1 + guests.length,
    timeZone,
    slots: options.slots,
    defaultMonth: options.defaultMonth,
    onMonthChange: options.onMonthChange,
    now,
  });
  // The series' check, as `useBookerSeries` reported it, kept for the series it answers only.
  const [reported, setReported] = useState<{ key: string; check: SeriesCheck } | null>(null);
  const seriesKey = seriesCheckKey({
    service: service.slug,
    rule,
    repeat,
    slot: state.slot,
    staff: state.staff,
    seats: 1 + guests.length,
    value: seriesValue,
  });
  const shownSeries = useRef(seriesKey);
  shownSeries.current = seriesKey;
  // Stable, so the reporter's effect runs when its check changes, not on every render.
  const reportCheck = useCallback((check: SeriesCheck) => setReported({ key: shownSeries.current, check }), []);
  const seriesCheck: SeriesCheck =
    seriesKey === ''
      ? { status: 'idle', occurrences: [], retry: () => {} }
      : reported?.key === seriesKey
        ? reported.check
        : { status: 'loading', occurrences: [], retry: () => {} };

  const storageKey = options.storageKey ?? `bk-booking:${service.slug}:${options.staff ?? 'any'}`;
  useSavedBooking<BookingFlowState, BookerExtra>(
    storageKey,
    { state, extra: { guests, repeat, series: seriesValue, draft } },
    (saved) => {
      setGuestsState(saved.extra.guests);
      setRepeat(saved.extra.repeat);
      setSeriesValue(saved.extra.series);
      setDraft(saved.extra.draft);
      flow.send({ type: 'RESTORE', state: saved.state });
      if (saved.extra.guests.length > 0) latest.current.onSlotQueryChange?.({ seats: 1 + saved.extra.guests.length });
    },
  );

  // The slots shown follow the chosen staff member (a host that loads them is told).
  const chosenStaff = state.staff;
  const shownStaff = useRef(chosenStaff);
  useEffect(() => {
    if (shownStaff.current === chosenStaff) return;
    shownStaff.current = chosenStaff;
    latest.current.onSlotQueryChange?.({ staff: chosenStaff });
  }, [chosenStaff]);

  // The callbacks hear each moment once, after it happened.
  const slot = state.slot;
  useEffect(() => {
    if (slot) latest.current.onSlotSelected?.(slot);
  }, [slot]);
  const made = useFlowOutcomes(state, latest, progress);

  return {
    flow,
    client,
    service,
    performers,
    timeZone,
    ...bookerSlotFields(slots),
    guests,
    setGuests: (next) => {
      setGuestsState(next);
      latest.current.onSlotQueryChange?.({ seats: 1 + next.length });
    },
    maxSeats: bookerMaxSeats(service),
    series: rule
      ? {
          ...seriesCheck,
          rule,
          repeat,
          setRepeat,
          value: seriesValue,
          setValue: setSeriesValue,
          isComplete: isRecurringSeriesComplete(seriesValue, seriesCheck),
          reportCheck,
        }
      : null,
    recurring,
    requiresPayment,
    // What was typed last, sent or not: Back and a reload keep it.
    draft: draft ?? state.details ?? undefined,
    setDraft,
    pay: async (card, amounts) => {
      latest.current.onBookingSubmitted?.('payment');
      const { bookingFlowBookingRequest, payBooking } = await bookerRequests();
      const result = await payBooking(
        client,
        progress.current,
        () =>
          client.createBooking(bookingFlowBookingRequest(state, { ...request(), paymentChoice: amounts.choice }), {
            idempotencyKey: bookingKey.current ?? crypto.randomUUID(),
          }),
        card,
        { currency: service.currency },
      );
      setUnpaidExpiresAt(progress.current.unpaid?.payment?.expiresAt ?? null);
      if (result.status === 'declined') latest.current.onPaymentDeclined?.(result);
      return result;
    },
    paid: () => {
      const booking = progress.current.paid;
      if (booking) flow.send({ type: 'BOOKED', booking });
    },
    made,
    expiresAt: unpaidExpiresAt ?? state.hold?.expiresAt,
    paymentBegun: unpaidExpiresAt !== null,
    focus,
    now,
    dateSelected: (date) => latest.current.onDateSelected?.(date.toString(), timeZone),
  };
}
