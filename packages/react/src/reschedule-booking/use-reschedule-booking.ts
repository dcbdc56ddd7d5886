import { formatAppointmentTime, manageErrorMessage, type Slot } from '@booking-kit/core';
import { useEffect, useId, useState } from 'react';
import type { BookingActionApi } from '../booking-action/booking-action-api';
import type { ConfirmationBooking } from '../confirmation/confirmation.types';
import { useLocale } from '../locale/locale-context';
import { elementById, useAnchorRef } from '../utils/element-by-id';
import { phasedFormRootProps } from '../utils/phased-form-root-props';
import type { RescheduleBookingState } from './use-reschedule-booking-state';

/** Options of {@link useRescheduleBooking}. */
export interface RescheduleBookingOptions {
  /** The booking being moved: its service and current time are shown. */
  booking: Pick<ConfirmationBooking, 'service' | 'start' | 'end'>;
  /**
   * Moves the booking to the chosen slot. Reject with the API's error (or any `{ code }`) to show
   * its message, e.g. `SLOT_UNAVAILABLE` or `CUTOFF_PASSED`.
   */
  onReschedule: (slot: Slot) => Promise<unknown>;
  /** Called once the booking is moved. */
  onRescheduled?: (slot: Slot) => void;
  /** Called by 'Keep current time'. */
  onKeep?: () => void;
  /** The zone times are shown in. @default the `<LocaleProvider>`'s time zone */
  timeZone?: string;
}

/** What {@link useRescheduleBooking} returns: the state, the texts and a prop bag per part. */
export interface RescheduleBookingApi extends BookingActionApi<RescheduleBookingState['phase']> {
  state: RescheduleBookingState;
  /** What, Current time and New time ('Not chosen yet' until chosen). */
  summary: Array<{ id: 'what' | 'current' | 'new'; label: string; value: string }>;
  /** Props that wire a slot picker to the new slot: spread them on `<SlotPicker.Root>` or the styled `SlotPicker`. */
  pickerProps: { value: Slot | null; onValueChange: (slot: Slot | null) => void; timeZone: string };
}

/**
 * The behaviour hook of the reschedule-booking form: the current and the new time in the
 * visitor's locale and zone, the slot picker's wiring, 'Rescheduling…' while `onReschedule` runs,
 * and problems ('Choose a time first.', a taken slot, a passed cutoff) as an alert that takes focus.
 * @example const api = useRescheduleBooking({ booking, onReschedule }, useRescheduleBookingState());
 */
export function useRescheduleBooking(options: RescheduleBookingOptions, state: RescheduleBookingState): RescheduleBookingApi {
  const { t, tag, timeZone: localeZone } = useLocale();
  const baseId = useId();
  // Focus is moved by id within the widget's own document or shadow root, found from its root element.
  const anchor = useAnchorRef();
  const [focusAlert, setFocusAlert] = useState(0);
  const alertId = `${baseId}-alert`;
  // Moving focus needs the new DOM: it runs after the render that shows the alert.
  useEffect(() => {
    if (focusAlert > 0) elementById(anchor.current(), alertId)?.focus();
  }, [focusAlert, alertId, anchor.current]);

  const timeZone = options.timeZone ?? localeZone;
  const { booking } = options;
  const isPending = state.phase === 'pending';
  const when = (start: string, end: string) => formatAppointmentTime(start, end, tag, timeZone);
  const fail = (key: string) => {
    state.fail({ key, values: {} });
    setFocusAlert((count) => count + 1);
  };

  const reschedule = async () => {
    const slot = state.slot;
    if (slot === null) return fail('booking.chooseTimeFirst');
    if (Date.parse(slot.start) === Date.parse(booking.start)) return fail('rescheduleBooking.sameTime');
    state.start();
    try {
      await options.onReschedule(slot);
      state.succeed();
      options.onRescheduled?.(slot);
    } catch (error) {
      state.fail(manageErrorMessage(error, 'reschedule'));
      setFocusAlert((count) => count + 1);
    }
  };

  return {
    state,
    isPending,
    rootProps: phasedFormRootProps(anchor.ref, `${baseId}-title`, state.phase, () => {
      if (!isPending && state.phase !== 'rescheduled') void reschedule();
    }),
    title: t('rescheduleBooking.title'),
    titleProps: { id: `${baseId}-title` },
    summary: [
      { id: 'what', label: t('confirmation.what'), value: booking.service.name },
      { id: 'current', label: t('rescheduleBooking.current'), value: when(booking.start, booking.end) },
      {
        id: 'new',
        label: t('rescheduleBooking.new'),
        value: state.slot ? when(state.slot.start, state.slot.end) : t('rescheduleBooking.notChosen'),
      },
    ],
    pickerProps: {
      value: state.slot,
      onValueChange: (slot) => {
        if (!isPending) state.setSlot(slot);
      },
      timeZone,
    },
    alertText: state.phase === 'failed' && state.error ? t(state.error.key, state.error.values) : null,
    alertProps: { id: alertId, role: 'alert', tabIndex: -1 },
    submitLabel: isPending ? t('rescheduleBooking.pending') : t('rescheduleBooking.submit'),
    submitProps: {
      type: 'submit',
      // aria-disabled, not disabled: the button keeps focus while the reschedule is sent.
      ...(isPending && { 'aria-busy': true as const, 'aria-disabled': true as const }),
    },
    keepLabel: t('rescheduleBooking.keep'),
    canKeep: options.onKeep !== undefined,
    keepProps: { type: 'button', onClick: () => options.onKeep?.() },
  };
}
