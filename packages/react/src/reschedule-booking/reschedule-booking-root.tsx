import type { ComponentPropsWithRef, ReactNode } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { optionKeys, splitProps } from '../utils/split-props';
import { rescheduleBookingPartAttrs } from './reschedule-booking.anatomy';
import { RescheduleBookingProvider } from './reschedule-booking-context';
import { type RescheduleBookingApi, type RescheduleBookingOptions, useRescheduleBooking } from './use-reschedule-booking';
import { type RescheduleBookingStateOptions, useRescheduleBookingState } from './use-reschedule-booking-state';

/** Props of {@link RescheduleBookingRoot}. */
export interface RescheduleBookingRootProps
  extends RescheduleBookingStateOptions,
    RescheduleBookingOptions,
    AsChildProps,
    Omit<ComponentPropsWithRef<'form'>, 'defaultValue' | 'children'> {
  /** The parts, or a function of the form's API. */
  children?: ReactNode | ((api: RescheduleBookingApi) => ReactNode);
}

/** The root's props that are the state hook's options. */
const STATE_OPTIONS = optionKeys<RescheduleBookingStateOptions>()({
  value: true,
  defaultValue: true,
  onValueChange: true,
});

/** The root's props that are the behaviour hook's options. */
const OPTIONS = optionKeys<RescheduleBookingOptions>()({
  booking: true,
  onReschedule: true,
  onRescheduled: true,
  onKeep: true,
  timeZone: true,
});

/**
 * The reschedule-booking form, named by its title: shows the current time, lets the visitor pick
 * a new slot with a slot picker inside it, and moves the booking through `onReschedule` on submit. `data-chosen` marks that a new slot is chosen.
 * @selector [data-scope="reschedule-booking"][data-part="root"][data-phase="idle|pending|rescheduled|failed"][data-chosen]
 * @example
 * <RescheduleBooking.Root booking={booking} onReschedule={move}>
 *   <RescheduleBooking.Title /><RescheduleBooking.Summary />
 *   <RescheduleBooking.Picker days={days} today={today}><SlotPicker.Grid />…</RescheduleBooking.Picker>
 *   <RescheduleBooking.Alert /><RescheduleBooking.Submit />
 * </RescheduleBooking.Root>
 */
export function RescheduleBookingRoot({ asChild, children, ...props }: RescheduleBookingRootProps) {
  const [stateOptions, rest] = splitProps(props, STATE_OPTIONS);
  const [options, elementProps] = splitProps(rest, OPTIONS);
  const state = useRescheduleBookingState(stateOptions);
  const api = useRescheduleBooking(options, state);
  const merged = mergePartProps(
    { ...api.rootProps, ...rescheduleBookingPartAttrs('root'), ...(api.state.slot !== null && { 'data-chosen': '' }) },
    elementProps,
  );
  const content = typeof children === 'function' ? children(api) : children;
  return (
    <RescheduleBookingProvider value={api}>
      {asChild ? <AsChildSlot {...merged}>{content}</AsChildSlot> : <form {...merged}>{content}</form>}
    </RescheduleBookingProvider>
  );
}
