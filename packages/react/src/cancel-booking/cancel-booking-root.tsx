import type { ComponentPropsWithRef, ReactNode } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { optionKeys, splitProps } from '../utils/split-props';
import { cancelBookingPartAttrs } from './cancel-booking.anatomy';
import { CancelBookingProvider } from './cancel-booking-context';
import { type CancelBookingApi, type CancelBookingOptions, useCancelBooking } from './use-cancel-booking';
import { type CancelBookingStateOptions, useCancelBookingState } from './use-cancel-booking-state';

/** Props of {@link CancelBookingRoot}. */
export interface CancelBookingRootProps
  extends CancelBookingStateOptions,
    CancelBookingOptions,
    AsChildProps,
    Omit<ComponentPropsWithRef<'form'>, 'defaultValue' | 'children'> {
  /** The parts, or a function of the form's API. */
  children?: ReactNode | ((api: CancelBookingApi) => ReactNode);
}

/** The root's props that are the state hook's options. */
const STATE_OPTIONS = optionKeys<CancelBookingStateOptions>()({
  value: true,
  defaultValue: true,
  onValueChange: true,
  reasons: true,
  confirmOpen: true,
  defaultConfirmOpen: true,
  onConfirmOpenChange: true,
});

/** The root's props that are the behaviour hook's options. */
const OPTIONS = optionKeys<CancelBookingOptions>()({
  booking: true,
  onCancel: true,
  onCancelled: true,
  onKeep: true,
  timeZone: true,
  confirm: true,
});

/**
 * The cancel-booking form, named by its title: shows what is being cancelled, asks for a reason,
 * asks 'Cancel this appointment?' in `<CancelBooking.Confirm>` and cancels through `onCancel`
 * once confirmed (or on submit, with `confirm={false}`).
 * @selector [data-scope="cancel-booking"][data-part="root"][data-phase="idle|pending|cancelled|failed"]
 * @example
 * <CancelBooking.Root booking={booking} onCancel={cancel} onKeep={back}>
 *   <CancelBooking.Title /><CancelBooking.Summary /><CancelBooking.ReasonLabel /><CancelBooking.ReasonInput />
 *   <CancelBooking.ReasonError /><CancelBooking.Alert /><CancelBooking.Submit /><CancelBooking.Keep />
 *   <CancelBooking.Confirm />
 * </CancelBooking.Root>
 */
export function CancelBookingRoot({ asChild, children, ...props }: CancelBookingRootProps) {
  const [stateOptions, rest] = splitProps(props, STATE_OPTIONS);
  const [options, elementProps] = splitProps(rest, OPTIONS);
  const state = useCancelBookingState(stateOptions);
  const api = useCancelBooking(options, state);
  const merged = mergePartProps({ ...api.rootProps, ...cancelBookingPartAttrs('root') }, elementProps);
  const content = typeof children === 'function' ? children(api) : children;
  return (
    <CancelBookingProvider value={api}>
      {asChild ? <AsChildSlot {...merged}>{content}</AsChildSlot> : <form {...merged}>{content}</form>}
    </CancelBookingProvider>
  );
}
