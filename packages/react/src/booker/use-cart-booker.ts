import {
  type Booking,
  type BookingFlowError,
  bookingFlowError,
  type CartFlowEvent,
  type CartFlowState,
  type CartFlowStep,
  cartBookingRequest,
  cartFlowMachine,
  cartLinePrice,
  combinedPaymentAmounts,
  type FlowState,
  initialCartFlow,
  initialCartJourney,
  type PaymentChoice,
  type PaymentResult,
  type ProviderDetail,
  paymentProgress,
  type ServiceDetail,
  type Slot,
  serviceFlowOptions,
  servicePerformers,
  type ValidCard,
  validateCart,
  type WidgetApiClient,
} from '@booking-kit/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AttendeePickerPerson } from '../attendee-picker/use-attendee-picker';
import type { CartEntry } from '../cart/cart.types';
import type { GuestDraft } from '../guest-list';
import { useLocale } from '../locale/locale-context';
import type { StaffPickerStaff } from '../staff-picker';
import type { BookingMade } from './booking-made';
import { savedCart } from './saved-cart';
import { type BookerSlotFields, type BookerSlots, bookerSlotFields, useBookerSlots } from './use-booker-slots';
import { useFlowMachine } from './use-flow-machine';
import { useFlowOutcomes } from './use-flow-outcomes';
import { useSavedBooking } from './use-saved-booking';
import { type StepFocus, useStepFocus } from './use-step-focus';

/** What a host that loads a cart item's slots itself (a server render) is told and gives. */
export interface CartSchedule {
  /** The slots of the service being given a time, for `staff`; undefined while they load. */
  slots: BookerSlots & { service: string; staff: string };
}

/** Options of {@link useCartBooker}. */
export interface UseCartBookerOptions {
  client: WidgetApiClient;
  /** The provider whose services are booked together. */
  provider: ProviderDetail;
  /** The zone times are shown in. @default the LocaleProvider's */
  timeZone?: string | undefined;
  /** Slots of the current item's service a host loads itself; without them they are fetched here. */
  slots?: (BookerSlots & { service: string; staff: string }) | null | undefined;
  /** The month each service's calendar shows first, `YYYY-MM`. @default this month */
  defaultMonth?: string | undefined;
  /** The current item's service, staff member or month changed (a host that loads the slots loads them). */
  onScheduleChange?: ((query: { service: string; staff?: string; month?: string }) => void) | undefined;
  /** One service was chosen alone: it is booked on its own flow (a hold, guests, a series). */
  onSingleService?: ((service: string) => void) | undefined;
  onStepChange?: ((step: CartFlowStep) => void) | undefined;
  onBookingCreated?: ((made: BookingMade) => void) | undefined;
  onBookingFailed?: ((error: BookingFlowError) => void) | undefined;
  onPaymentDeclined?: ((result: Extract<PaymentResult, { status: 'declined' }>) => void) | undefined;
  /** The host's own entries stored with every booking of the cart (see core's `bookingMetadataSchema`). */
  metadata?: Readonly<Record<string, string>> | undefined;
  /** The visitor sent the cart's booking (`details`: nothing due now) or a card (`payment`). */
  onBookingSubmitted?: ((step: 'details' | 'payment') => void) | undefined;
  /** Where the tab keeps the cart across reloads; `false` keeps nothing. @default `bk-cart:{provider}` */
  storageKey?: string | false | undefined;
  /**
   * The booking's clock: "today" and the months each calendar offers, and the countdown of the
   * bookings waiting for their payment (as `useBooker`'s). @default Date.now
   */
  now?: (() => number) | undefined;
}

/** What {@link useCartBooker} returns: the cart's flow and everything its steps show and do. */
export interface CartBookerApi extends BookerSlotFields {
  state: CartFlowState<CartEntry>;
  send(event: CartFlowEvent<CartEntry>): void;
  services: ReadonlyArray<ServiceDetail>;
  timeZone: string;
  /** The service being given a time, and which of the waiting ones it is. */
  current: ServiceDetail | undefined;
  position: { index: number; count: number };
  /** Who performs the current service here, and the one chosen (or `any`). */
  performers: ReadonlyArray<StaffPickerStaff>;
  itemStaff: string;
  setItemStaff(staff: string): void;
  guests: GuestDraft[];
  setGuests(guests: GuestDraft[]): void;
  /** Everyone the visitor books for: themselves, then each guest by name (or 'Guest 2'). */
  people: AttendeePickerPerson[];
  /** Who the current service is for at first: someone who has no service yet. */
  defaultAttendees: string[];
  /** Puts the current service at `slot` into the cart, for `attendees`. */
  addItem(slot: Slot, attendees: string[]): void;
  /** The cart's services, each priced by core's one seat rule, as the server charges them. */
  priced: ServiceDetail[];
  /** What is due now (deposits where offered): above 0, a payment follows the details. */
  dueNowMinor: number;
  /** The error in the visitor's words, naming the item when the API named one. */
  errorText: string | null;
  pay(card: ValidCard, amounts: { choice: PaymentChoice | null }): Promise<PaymentResult>;
  paid(): void;
  /** What the booking made, once booked: every booking of the cart and their manage token. */
  made: BookingMade | null;
  /** When the bookings waiting for their payment lapse (after a first card was tried). */
  expiresAt: string | null;
  /** The booking's clock (the `now` option, else `Date.now`), for the countdown. */
  now: () => number;
  focus: StepFocus;
}

/**
 * Several services of a provider booked together, headless: core's booking machine
 * (`flowTransition`, on the cart journey) over the typed API client — the services (and guests), a time for each
 * in turn (for whom, with whom, never one person in two places at once), the cart to review, one
 * details form, one payment of what is due now (book all or nothing, charge, retry a declined card
 * against the same bookings) and the bookings made. Kept in the tab across reloads. One service
 * chosen alone goes on to the machine's service journey: the host is told (`onSingleService`)
 * and books it on that service's own steps (with a hold, guests and a series).
 */
export function useCartBooker(options: UseCartBookerOptions): CartBookerApi {
  const { client, provider } = options;
  const { t, locale, timeZone: localeZone } = useLocale();
  const timeZone = options.timeZone ?? localeZone;
  const now = options.now ?? Date.now;
  const latest = useRef(options);
  latest.current = options;
  const services = useMemo(() => new Map(provider.services.map((service) => [service.slug, service])), [provider.services]);
  const [guests, setGuestsState] = useState<GuestDraft[]>([]);
  const people: AttendeePickerPerson[] = [
    { id: 'me', name: t('cart.you') },
    ...guests.map((guest, index) => ({ id: guest.id, name: guest.name.trim() || t('guestList.guest', { number: index + 1 }) })),
  ];
  const priced = (items: ReadonlyArray<CartEntry>) =>
    items.flatMap((item) => {
      const service = services.get(item.service.slug);
      return service ? [{ ...service, priceMinor: cartLinePrice({ ...item, service }) }] : [];
    });
  // The cart's rules and its machine (one service's booking never loads the cart's code).
  const cartJourney = {
    machine: cartFlowMachine,
    // An empty cart owes nothing (core's amounts are for a cart with items).
    dueNowMinor: (items: ReadonlyArray<CartEntry>) =>
      items.length === 0 ? 0 : combinedPaymentAmounts(priced(items)).dueNowMinor,
    problem: (items: ReadonlyArray<CartEntry>): BookingFlowError | null => {
      const checked = validateCart(items, { attendees: people.map((person) => person.id) });
      const [problem] = checked.problems;
      if (!problem) return null;
      return { code: 'CART', messageKey: problem.key, params: 'values' in problem ? problem.values : {} };
    },
  };
  // A service chosen alone has the steps it has on its own page.
  const serviceRules = (slug: string) => {
    const service = services.get(slug);
    const here = service ? servicePerformers(service, provider) : { performers: [], fixedStaff: undefined };
    return serviceFlowOptions(service ?? { slug, payment: 'none', priceMinor: 0 }, {
      staffCount: here.performers.length,
      staff: here.fixedStaff,
    });
  };
  const [journey, sendFlow] = useFlowMachine<CartEntry>(initialCartJourney, { service: serviceRules, cart: cartJourney });
  // The cart, or the one it was left from for a single service's steps (always kept then).
  const state = journey.cart ?? initialCartFlow<CartEntry>();
  // One key per cart: a retry of the same booking replays it instead of booking twice.
  const bookingKey = useRef(crypto.randomUUID());
  const progress = useRef(paymentProgress());
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const send = (event: CartFlowEvent<CartEntry>) => {
    // The bookings kept for a payment lapsed: the next try books the cart anew.
    if (event.type === 'HOLD_EXPIRED') {
      progress.current = paymentProgress();
      bookingKey.current = crypto.randomUUID();
      setExpiresAt(null);
    }
    sendFlow(event.type === 'RESTORE' ? { type: 'RESTORE', state: { journey: 'cart', cart: event.state } } : event);
  };
  const focus = useStepFocus();

  const current = state.step === 'time' && state.queue[0] !== undefined ? services.get(state.queue[0]) : undefined;
  // A person's page books that person (no choice); a team's, anyone free or the one chosen.
  const here = current ? servicePerformers(current, provider) : { performers: [], fixedStaff: undefined };
  const performers = here.fixedStaff === undefined ? here.performers : [];
  const [chosenStaff, setItemStaffState] = useState('any');
  const itemStaff = here.fixedStaff ?? chosenStaff;
  const slots = useBookerSlots({
    client,
    service: current ?? (provider.services[0] as ServiceDetail),
    staff: itemStaff,
    seats: 1,
    timeZone,
    // No service waits for a time: nothing to ask for (null). Else the host's slots once they are
    // this service's and staff member's (the address changes first, then the data), or fetched here.
    slots:
      current === undefined
        ? null
        : options.slots === undefined
          ? undefined
          : options.slots && options.slots.service === current.slug && options.slots.staff === itemStaff
            ? options.slots
            : null,
    defaultMonth: options.defaultMonth,
    onMonthChange: (month) =>
      current && latest.current.onScheduleChange?.({ service: current.slug, month: month.toString().slice(0, 7) }),
    now,
  });

  // Each new service to give a time starts with anyone free, and its host is told.
  const currentSlug = current?.slug;
  useEffect(() => {
    if (currentSlug === undefined) return;
    setItemStaffState('any');
    latest.current.onScheduleChange?.({ service: currentSlug, staff: 'any', month: '' });
  }, [currentSlug]);

  const storageKey = options.storageKey ?? `bk-cart:${provider.slug}`;
  useSavedBooking<CartFlowState<CartEntry>, { guests: GuestDraft[] }>(storageKey, { state, extra: { guests } }, (saved) => {
    const restored = savedCart(saved, services);
    if (!restored) return;
    setGuestsState(restored.guests);
    send({ type: 'RESTORE', state: restored.state });
  });

  // The machine's moments, told once each, after they happened.
  const step = state.step;
  const stepKey = step === 'time' ? `time-${currentSlug ?? ''}` : step;
  const shownStep = useRef(stepKey);
  useEffect(() => {
    if (shownStep.current === stepKey) return;
    shownStep.current = stepKey;
    // Each service's time step is a section of its own: its heading takes focus once shown.
    focus.focusStep(stepKey);
    latest.current.onStepChange?.(step);
  }, [stepKey, step, focus]);
  const single = singleService(journey);
  useEffect(() => {
    if (single !== null) latest.current.onSingleService?.(single);
  }, [single]);
  const made = useFlowOutcomes(state, latest, progress);

  const book = (choice: PaymentChoice | null): Promise<Booking> => {
    if (!state.details) return Promise.reject(new RangeError('No details are submitted.'));
    return client.createBooking(
      cartBookingRequest(state.items, {
        details: state.details,
        timeZone,
        locale,
        paymentChoice: choice,
        guests: guests.map(({ name, email }) => ({ name, email })),
        metadata: latest.current.metadata,
      }),
      { idempotencyKey: bookingKey.current },
    );
  };
  // The cart with nothing due now is booked as soon as the details are in.
  const pending = state.pending;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one request per pending booking; `book` and `send` are read as they are when it starts
  useEffect(() => {
    if (pending !== 'booking') return;
    latest.current.onBookingSubmitted?.('details');
    book(null).then(
      (booking) => send({ type: 'BOOKED', booking }),
      (reason: unknown) => {
        bookingKey.current = crypto.randomUUID();
        send({ type: 'BOOKING_FAILED', error: bookingFlowError(reason) });
      },
    );
  }, [pending]);

  const errorItem = state.errorItem !== null ? state.items[state.errorItem] : undefined;
  const errorText = state.error ? t(state.error.messageKey, state.error.params) : null;
  const withoutService = people.filter((person) => !state.items.some((item) => item.attendees?.includes(person.id)));
  return {
    state,
    send,
    services: provider.services,
    timeZone,
    current,
    position: { index: state.items.length + 1, count: state.items.length + state.queue.length },
    performers,
    itemStaff,
    setItemStaff: (staff) => {
      setItemStaffState(staff);
      if (current) latest.current.onScheduleChange?.({ service: current.slug, staff });
    },
    ...bookerSlotFields(slots),
    guests,
    setGuests: (next) => {
      setGuestsState(next);
      send({ type: 'SET_PEOPLE', people: next.map((guest) => guest.id) });
    },
    people,
    defaultAttendees: [(withoutService[0] ?? people[0] ?? { id: 'me' }).id],
    addItem: (slot, attendees) => {
      if (!current) return;
      const member = performers.find((performer) => performer.slug === itemStaff);
      send({
        type: 'ADD_ITEM',
        item: {
          id: `${current.slug}-${slot.start}`,
          service: current,
          staff: member ? { slug: member.slug, name: member.name } : null,
          start: slot.start,
          attendees,
        },
      });
    },
    priced: priced(state.items),
    dueNowMinor: cartJourney.dueNowMinor(state.items),
    errorText: errorText && errorItem ? `${errorItem.service.name}: ${errorText}` : errorText,
    pay: async (card, amounts) => {
      latest.current.onBookingSubmitted?.('payment');
      const booked = () =>
        book(amounts.choice).catch((reason: unknown) => {
          // The cart could not be booked (a time taken meanwhile): back to the cart, naming the
          // item, as when nothing is due now; the card was not charged, and the next try books anew.
          bookingKey.current = crypto.randomUUID();
          send({ type: 'BOOKING_FAILED', error: bookingFlowError(reason) });
          throw reason;
        });
      // Fetched with the one-service Booker's requests: one chunk for both (see `booker-requests`).
      const { payBooking } = await import('./booker-requests');
      const result = await payBooking(client, progress.current, booked, card, {
        currency: provider.services[0]?.currency ?? 'EUR',
      });
      setExpiresAt(progress.current.unpaid?.payment?.expiresAt ?? null);
      if (result.status === 'declined') latest.current.onPaymentDeclined?.(result);
      return result;
    },
    paid: () => {
      if (progress.current.paid) send({ type: 'BOOKED', booking: progress.current.paid });
    },
    made,
    expiresAt,
    now,
    focus,
  };
}

/** The service chosen alone in the cart, once the machine went on to its own steps. */
const singleService = (journey: FlowState<CartEntry>) =>
  journey.journey === 'service' ? (journey.service.services[0] ?? null) : null;
