import type { Booking, ServiceDetail, Slot, WidgetApiClient } from '@booking-kit/core';
import { type BookerSlots, useBookerSlots, useLocale } from '@booking-kit/react';
import type { CalendarDate } from '@internationalized/date';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { bookerClient } from '../booker/booker-client';
import { Button } from '../button/button';
import { buttonVariants } from '../button/button.variants';
import { CancelBooking } from '../cancel-booking/cancel-booking';
import { CopyLink } from '../copy-link/copy-link';
import { RescheduleBooking } from '../reschedule-booking/reschedule-booking';
import { LoadingState } from '../skeleton/loading-state';
import { TextField } from '../text-field/text-field';

/** Which of the manage forms is open. */
export type ManageBookingView = 'reschedule' | 'cancel' | null;

/** Props of {@link ManageBooking}. */
export interface ManageBookingProps {
  /** The booking API: its origin (`''` for the page's own) or a typed client. */
  api: string | WidgetApiClient;
  /** The booking, as its manage token opens it. */
  booking: Booking;
  /** The token from the manage link; the default requests are authorized by it. */
  manageToken?: string | undefined;
  /** The link that opens this booking on any device, shown to be kept. */
  manageUrl?: string | undefined;
  timeZone?: string | undefined;
  /** The open form (controlled), e.g. from the page's address; with `onViewChange`. */
  view?: ManageBookingView | undefined;
  onViewChange?: ((view: ManageBookingView) => void) | undefined;
  /**
   * The address of each form, when the page has one per form (`?manage=cancel`): the actions are
   * then links, which work before any script runs; with script, `onViewChange` opens them in place.
   */
  viewHref?: ((view: 'reschedule' | 'cancel') => string) | undefined;
  /** The reschedule calendar's month, when the host loads it (a server render); else fetched here. */
  slots?: BookerSlots | undefined;
  onMonthChange?: ((month: CalendarDate) => void) | undefined;
  /** The host's own reschedule request (e.g. through its server, which holds the token); default: the API with `manageToken`. */
  onReschedule?: ((slot: Slot) => Promise<unknown>) | undefined;
  /** The host's own cancel request; default: the API with `manageToken`. */
  onCancel?: ((reason: string) => Promise<unknown>) | undefined;
  onRescheduled?: ((slot: Slot) => void) | undefined;
  onCancelled?: (() => void) | undefined;
  /** The clock the reschedule calendar's today is read from. @default Date.now */
  now?: (() => number) | undefined;
  /** The heading level of the section. @default 2 */
  headingLevel?: 2 | 3;
  children?: ReactNode;
}

/**
 * What the holder of a booking can do with it: keep the manage link (to open it on another
 * device), reschedule it (the library's RescheduleBooking over the service's free times), or
 * cancel it with a reason (CancelBooking). Refusals show the API's message in the visitor's
 * language ('This appointment can no longer be cancelled online. Please call us.').
 * @selector .bk-root .bk-manage-booking .bk-manage-booking__actions
 * @example <ManageBooking api="https://booking.example.com" booking={booking} manageToken={token} />
 */
export function ManageBooking(props: ManageBookingProps) {
  const { t, locale, timeZone: localeZone } = useLocale();
  const { manageToken, headingLevel = 2 } = props;
  // The booking as the API last answered it here (rescheduled or cancelled by the default
  // requests), until the host gives a newer one.
  const [answered, setAnswered] = useState<{ given: Booking; now: Booking } | null>(null);
  const booking = answered?.given === props.booking ? answered.now : props.booking;
  const keep = (now: Booking) => setAnswered({ given: props.booking, now });
  const client = useMemo(() => bookerClient(props.api, locale), [props.api, locale]);
  const timeZone = props.timeZone ?? localeZone;
  const [ownView, setOwnView] = useState<ManageBookingView>(null);
  const view = props.view !== undefined ? props.view : ownView;
  const setView = (next: ManageBookingView) => {
    props.onViewChange?.(next);
    if (props.view === undefined) setOwnView(next);
  };
  const token = () => {
    if (!manageToken) throw new Error('ManageBooking: give `manageToken`, or `onReschedule` and `onCancel`.');
    return manageToken;
  };
  const write = () => ({ idempotencyKey: crypto.randomUUID() });
  const reschedule =
    props.onReschedule ??
    ((slot: Slot) => client.rescheduleBooking(booking.id, token(), { start: slot.start }, write()).then(keep));
  const cancel =
    props.onCancel ?? ((reason: string) => client.cancelBooking(booking.id, token(), { reason }, write()).then(keep));
  // A cancelled booking has nothing left to manage: the outcome is said instead.
  const cancelled = booking.status === 'cancelled';
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="bk-manage-booking" aria-labelledby={`manage-${booking.id}`}>
      <Heading id={`manage-${booking.id}`}>{t('manage.title')}</Heading>
      {props.manageUrl && !cancelled ? (
        <>
          <TextField label={t('manage.link')} description={t('manage.linkHint')} value={props.manageUrl} readOnly />
          <CopyLink url={props.manageUrl} title={booking.service.name} />
        </>
      ) : null}
      {cancelled ? <p role="status">{t('confirmation.cancelled')}</p> : null}
      {view === null && !cancelled ? (
        <div className="bk-manage-booking__actions">
          {/* The keys are written out: the catalog test finds every key used by its literal name. */}
          {(['reschedule', 'cancel'] as const).map((action) =>
            props.viewHref ? (
              <a
                key={action}
                className={buttonVariants({ variant: 'secondary' })}
                href={props.viewHref(action)}
                onClick={(event) => {
                  event.preventDefault();
                  setView(action);
                }}
              >
                {action === 'reschedule' ? t('manage.reschedule') : t('manage.cancel')}
              </a>
            ) : (
              <Button key={action} variant="secondary" type="button" onClick={() => setView(action)}>
                {action === 'reschedule' ? t('manage.reschedule') : t('manage.cancel')}
              </Button>
            ),
          )}
        </div>
      ) : null}
      {view === 'reschedule' ? (
        <ManageReschedule
          client={client}
          booking={booking}
          timeZone={timeZone}
          slots={props.slots}
          onMonthChange={props.onMonthChange}
          now={props.now}
          onReschedule={reschedule}
          onRescheduled={(slot) => {
            // Done: the host shows the outcome (its own view of the booking, reloaded).
            if (props.view === undefined) setOwnView(null);
            props.onRescheduled?.(slot);
          }}
          onKeep={() => setView(null)}
        />
      ) : null}
      {view === 'cancel' ? (
        <CancelBooking
          booking={booking}
          timeZone={timeZone}
          headingLevel={3}
          onCancel={cancel}
          onCancelled={() => {
            if (props.view === undefined) setOwnView(null);
            props.onCancelled?.();
          }}
          onKeep={() => setView(null)}
        />
      ) : null}
      {props.children}
    </section>
  );
}

/** Props of {@link ManageReschedule}. */
interface ManageRescheduleProps {
  client: WidgetApiClient;
  booking: Booking;
  timeZone: string;
  slots: BookerSlots | undefined;
  onMonthChange: ((month: CalendarDate) => void) | undefined;
  now: (() => number) | undefined;
  onReschedule(slot: Slot): Promise<unknown>;
  onRescheduled(slot: Slot): void;
  onKeep(): void;
}

/** The reschedule form over the month's free times with the same staff member. */
function ManageReschedule({ client, booking, timeZone, slots, onMonthChange, now, ...actions }: ManageRescheduleProps) {
  // The service's booking window decides the months; loaded unless the host gives the slots.
  const [service, setService] = useState<ServiceDetail | null>(null);
  useEffect(() => {
    if (slots) return;
    let current = true;
    void client.getService(booking.service.slug).then((loaded) => current && setService(loaded));
    return () => {
      current = false;
    };
  }, [client, booking.service.slug, slots]);
  if (!slots && !service) return <LoadingState />;
  return (
    <ManageRescheduleCalendar
      client={client}
      booking={booking}
      service={service}
      timeZone={timeZone}
      slots={slots}
      onMonthChange={onMonthChange}
      now={now}
      {...actions}
    />
  );
}

/** The reschedule form once the service (or the host's slots) is there. */
function ManageRescheduleCalendar({
  client,
  booking,
  service,
  timeZone,
  slots,
  onMonthChange,
  now,
  ...actions
}: ManageRescheduleProps & { service: ServiceDetail | null }) {
  const shown = useBookerSlots({
    client,
    // With host slots nothing is fetched, and only the slug is read.
    service: service ?? ({ slug: booking.service.slug } as ServiceDetail),
    staff: booking.staff.slug,
    seats: booking.seats ?? 1,
    timeZone,
    slots,
    onMonthChange,
    now,
  });
  if (!shown.slots) return <LoadingState />;
  const { days, month, minMonth, maxMonth, today } = shown.slots;
  return (
    <RescheduleBooking
      booking={booking}
      timeZone={timeZone}
      headingLevel={3}
      slotPicker={{ days, month, minMonth, maxMonth, today, onMonthChange: shown.setMonth }}
      {...actions}
    />
  );
}
