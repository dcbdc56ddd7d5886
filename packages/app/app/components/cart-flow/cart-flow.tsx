import {
  type Booking,
  bookingFlowError,
  bookingsMade,
  cartBookingRequest,
  cartLinePrice,
  combinedPaymentAmounts,
  type DetailsFormData,
  type PaymentChoice,
  type ProviderDetail,
  type ServiceDetail,
  type Slot,
} from '@booking-kit/core';
import {
  type BookerSlots,
  type CartEntry,
  type GuestDraft,
  lazyWithReload,
  type StaffPickerStaff,
  useLocale,
  useStepFocus,
} from '@booking-kit/react';
import { LOADING_DELAY_MS, LoadingState } from '@booking-kit/ui';
import type { CalendarDate } from '@internationalized/date';
import { Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { browserApiClient } from '../../lib/browser-api';
import { confirmationPath } from '../../lib/confirmation-path';
import { useLocalePath } from '../../lib/locale-path';
import { ServicesStep } from './services-step';
import { forgetSavedCart, useSavedCart } from './use-saved-cart';

/*
 * The first screen is the services: the calendar, the cart, the details and the payment are
 * each fetched when reached (React.lazy: these are the app's own split points).
 */
const ItemTimeStep = lazyWithReload(() => import('./item-time-step').then((module) => ({ default: module.ItemTimeStep })));
const CartStep = lazyWithReload(() => import('./cart-step').then((module) => ({ default: module.CartStep })));
const LazyCartDetailsStep = lazyWithReload(() =>
  import('./cart-details-step').then((module) => ({ default: module.CartDetailsStep })),
);
const LazyCartPaymentStep = lazyWithReload(() =>
  import('./cart-payment-step').then((module) => ({ default: module.CartPaymentStep })),
);

/** The slots the route's loader gives for the service being given a time. */
export interface ScheduleSlots extends BookerSlots {
  /** The service these slots are of. */
  service: string;
  /** The staff member they are for, or `any`. */
  staff: string;
  performers: StaffPickerStaff[];
}

/** Props of {@link CartFlow}. */
export interface CartFlowProps {
  provider: ProviderDetail;
  /** The slots of the service being given a time (`?service=`), or null. */
  schedule: ScheduleSlots | null;
  timeZone: string;
  /** The slots shown must follow the service, staff member and month asked for. */
  onScheduleChange(query: { service: string; staff?: string; month?: string }): void;
  onTimeZoneChange(timeZone: string): void;
}

type Phase = 'services' | 'time' | 'cart' | 'details' | 'payment';

/**
 * A provider's page: the visitor chooses one service (and goes on to its own booking flow) or
 * several, booked together through the cart: a time for each in turn, the cart to review (remove,
 * add another, the total), one details form for all, one payment for what is due now, and then
 * the confirmation of every booking. The cart is booked all or nothing; a time taken meanwhile is
 * named in the cart, with everything chosen and typed kept.
 */
export function CartFlow({ provider, schedule, timeZone, onScheduleChange, onTimeZoneChange }: CartFlowProps) {
  const { t, locale } = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const { sectionRef, focusStep } = useStepFocus();
  const [phase, setPhaseState] = useState<Phase>('services');
  const [chosen, setChosen] = useState<string[]>([]);
  // The chosen services still waiting for a time, in the order chosen.
  const [queue, setQueue] = useState<string[]>([]);
  const [items, setItems] = useState<CartEntry[]>([]);
  const [guests, setGuests] = useState<GuestDraft[]>([]);
  const [details, setDetails] = useState<DetailsFormData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBooking, setBooking] = useState(false);
  // One key per cart: a retry of the same booking replays it instead of booking twice.
  const bookingKey = useRef<string>('');
  const services = new Map(provider.services.map((service) => [service.slug, service]));
  // A reload loses nothing: the cart is kept in the tab until it is booked.
  const savedKey = `bk-cart:${provider.slug}`;
  useSavedCart(
    savedKey,
    { phase: phase === 'time' || phase === 'services' ? phase : 'cart', chosen, queue, items, guests },
    (saved) => {
      setChosen(saved.chosen);
      setQueue(saved.queue);
      setItems(saved.items);
      setGuests(saved.guests);
      setPhaseState(saved.phase);
      const [next] = saved.queue;
      if (saved.phase === 'time' && next !== undefined) onScheduleChange({ service: next });
    },
    services,
  );
  const inCart = items.flatMap((item) => services.get(item.service.slug) ?? []);
  // Everyone the visitor books for: themselves, then each guest by name (or 'Guest 2').
  const people = [
    { id: 'me', name: t('cart.you') },
    ...guests.map((guest, index) => ({ id: guest.id, name: guest.name.trim() || t('guestList.guest', { number: index + 1 }) })),
  ];
  // What each item costs, by core's one seat rule (cartLinePrice), as the cart shows and the server charges it.
  const priced = items.flatMap((item) => {
    const service = services.get(item.service.slug);
    return service ? [{ ...service, priceMinor: cartLinePrice({ ...item, service }) }] : [];
  });
  const withoutService = people.filter((person) => !items.some((item) => item.attendees?.includes(person.id)));
  // Each service's time step is a section of its own: its heading takes focus once its slots are in.
  const setPhase = (next: Phase, section: string = next) => {
    setPhaseState(next);
    focusStep(section);
  };
  const scheduleNext = (waiting: string[]) => {
    setQueue(waiting);
    const [next] = waiting;
    if (next === undefined) {
      bookingKey.current = crypto.randomUUID();
      setPhase('cart');
      return;
    }
    onScheduleChange({ service: next, staff: 'any', month: '' });
    setPhase('time', `time-${next}`);
  };

  const continueWithServices = () => {
    const kept = items.filter((item) => chosen.includes(item.service.slug));
    const waiting = chosen.filter((slug) => !kept.some((item) => item.service.slug === slug));
    const [only] = chosen;
    if (kept.length === 0 && chosen.length === 1 && only !== undefined) {
      // One service: its own booking flow, with a hold, guests and series where it offers them.
      // The cart is left for it: coming back to this page starts afresh.
      forgetSavedCart(savedKey);
      const search = new URLSearchParams(window.location.search);
      const zone = search.get('timeZone');
      const path = localePath(`/widget/appointment/${provider.slug}/${only}`);
      void navigate(zone ? `${path}?timeZone=${encodeURIComponent(zone)}` : path);
      return;
    }
    setItems(kept);
    setError(null);
    scheduleNext(waiting);
  };

  const addToCart = (service: ServiceDetail, slot: Slot, staff: string, performers: StaffPickerStaff[], attendees: string[]) => {
    const member = performers.find((performer) => performer.slug === staff);
    setItems((current) => [
      ...current,
      {
        id: `${service.slug}-${slot.start}`,
        service,
        staff: member ? { slug: member.slug, name: member.name } : null,
        start: slot.start,
        attendees,
      },
    ]);
    scheduleNext(queue.slice(1));
  };

  const book = (choice: PaymentChoice | null, submitted: DetailsFormData): Promise<Booking> =>
    browserApiClient(locale).createBooking(
      cartBookingRequest(
        // Each class item asks for the seats it was priced at (core's cartLineSeats, in the request).
        items,
        {
          details: submitted,
          timeZone,
          locale,
          paymentChoice: choice,
          guests: guests.map(({ name, email }) => ({ name, email })),
        },
      ),
      { idempotencyKey: bookingKey.current },
    );
  const confirm = (booking: Booking, unpaid: Booking | null) => {
    forgetSavedCart(savedKey);
    void navigate(
      confirmationPath(bookingsMade(booking, unpaid), (ids) => localePath(`/widget/booking/${ids}`)),
      { replace: true },
    );
  };
  // The cart could not be booked (a time was taken meanwhile): back to the cart, saying which.
  const failed = (reason: unknown) => {
    const problem = bookingFlowError(reason);
    const item = typeof problem.params?.item === 'number' ? items[problem.params.item] : undefined;
    const message = t(problem.messageKey, problem.params);
    setError(item ? `${item.service.name}: ${message}` : message);
    bookingKey.current = crypto.randomUUID();
    setPhase(problem.code === 'VALIDATION_FAILED' ? 'details' : 'cart');
  };

  const submitDetails = async (submitted: DetailsFormData) => {
    setDetails(submitted);
    setError(null);
    if (combinedPaymentAmounts(priced).dueNowMinor > 0) {
      setPhase('payment');
      return;
    }
    setBooking(true);
    try {
      confirm(await book(null, submitted), null);
    } catch (reason) {
      failed(reason);
    } finally {
      setBooking(false);
    }
  };

  const current = queue[0] !== undefined ? services.get(queue[0]) : undefined;
  // The loader's slots once they are this service's (the address changes first, then the data).
  const ready = schedule !== null && current !== undefined && schedule.service === current.slug ? schedule : null;
  return (
    <div className="appointment-flow" data-step={phase}>
      {phase === 'services' ? (
        <ServicesStep
          services={provider.services}
          value={chosen}
          onValueChange={setChosen}
          guests={guests}
          onGuestsChange={(next) => {
            setGuests(next);
            // A guest taken off the list is no longer anyone's attendee.
            const ids = new Set(['me', ...next.map((guest) => guest.id)]);
            setItems((current) =>
              current.map((item) => ({ ...item, attendees: (item.attendees ?? []).filter((id) => ids.has(id)) })),
            );
          }}
          onContinue={continueWithServices}
          sectionRef={sectionRef('services')}
        />
      ) : null}
      {phase === 'time' && current && !ready ? <LoadingState /> : null}
      {phase === 'time' && current && ready ? (
        <Suspense fallback={<LoadingState delayMs={LOADING_DELAY_MS} />}>
          <ItemTimeStep
            key={current.slug}
            service={current}
            position={{ index: items.length + 1, count: items.length + queue.length }}
            performers={ready.performers}
            staff={ready.staff}
            onStaffChange={(staff) => onScheduleChange({ service: current.slug, staff })}
            slots={ready}
            booked={items.map((item) => ({
              start: item.start,
              end: new Date(Date.parse(item.start) + item.service.durationMinutes * 60_000).toISOString(),
              attendees: item.attendees ?? ['me'],
            }))}
            timeZone={timeZone}
            onTimeZoneChange={onTimeZoneChange}
            onMonthChange={(month: CalendarDate) =>
              onScheduleChange({ service: current.slug, month: month.toString().slice(0, 7) })
            }
            people={people}
            defaultAttendees={[(withoutService[0] ?? people[0] ?? { id: 'me' }).id]}
            onAdd={(slot, attendees) => addToCart(current, slot, ready.staff, ready.performers, attendees)}
            onBack={() => setPhase(items.length > 0 ? 'cart' : 'services')}
            sectionRef={sectionRef(`time-${current.slug}`)}
          />
        </Suspense>
      ) : null}
      {phase === 'cart' ? (
        <Suspense fallback={<LoadingState delayMs={LOADING_DELAY_MS} />}>
          <CartStep
            items={items}
            onItemsChange={(next) => {
              setItems(next);
              setChosen(next.map((item) => item.service.slug));
            }}
            attendees={guests.length > 0 ? people.map((person) => person.id) : undefined}
            people={guests.length > 0 ? people : undefined}
            timeZone={timeZone}
            onProceed={() => {
              setError(null);
              setPhase('details');
            }}
            onAddService={() => setPhase('services')}
            error={error}
            sectionRef={sectionRef('cart')}
          />
        </Suspense>
      ) : null}
      {phase === 'details' ? (
        <Suspense fallback={<LoadingState delayMs={LOADING_DELAY_MS} />}>
          <LazyCartDetailsStep
            services={inCart}
            details={details}
            isSubmitting={isBooking}
            paymentFollows={combinedPaymentAmounts(priced).dueNowMinor > 0}
            onSubmit={(submitted) => void submitDetails(submitted)}
            onBack={() => setPhase('cart')}
            error={error}
            sectionRef={sectionRef('details')}
          />
        </Suspense>
      ) : null}
      {phase === 'payment' && details ? (
        <Suspense fallback={<LoadingState delayMs={LOADING_DELAY_MS} />}>
          <LazyCartPaymentStep
            services={priced}
            book={(choice) => book(choice, details)}
            onPaid={confirm}
            onExpire={() => {
              setError(t('hold.expired'));
              bookingKey.current = crypto.randomUUID();
              setPhase('cart');
            }}
            onBack={() => setPhase('details')}
            sectionRef={sectionRef('payment')}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
