import { cancelBookingRequestSchema, formatAppointmentTime, manageErrorMessage } from '@booking-kit/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { BookingActionApi } from '../booking-action/booking-action-api';
import type { ConfirmationBooking } from '../confirmation/confirmation.types';
import { useLocale } from '../locale/locale-context';
import { containTabKey, focusInitial } from '../portal-container/dialog-focus';
import { elementById, useAnchorRef } from '../utils/element-by-id';
import { phasedFormRootProps } from '../utils/phased-form-root-props';
import type { CancelBookingState, CancelReasonChoice } from './use-cancel-booking-state';

/** Options of {@link useCancelBooking}. */
export interface CancelBookingOptions {
  /** The booking being cancelled: its service and time are shown. */
  booking: Pick<ConfirmationBooking, 'service' | 'start' | 'end'>;
  /**
   * Cancels the booking with the visitor's reason (trimmed). Reject with the API's error (or any
   * `{ code }`) to show its message, e.g. `CUTOFF_PASSED`.
   */
  onCancel: (reason: string) => Promise<unknown>;
  /** Called once the booking is cancelled. */
  onCancelled?: (reason: string) => void;
  /** Called by 'Keep appointment'. */
  onKeep?: () => void;
  /** The zone the time is shown in. @default the `<LocaleProvider>`'s time zone */
  timeZone?: string;
  /**
   * Ask 'Cancel this appointment?' in a dialog (`<CancelBooking.Confirm>`) before cancelling;
   * `false` cancels on submit, as before the dialog existed.
   * @default true
   */
  confirm?: boolean;
}

/** An event Radix's dialog sends before it moves focus on open or close. */
interface AutoFocusEvent {
  preventDefault(): void;
}

/** What {@link useCancelBooking} returns: the state, the texts and a prop bag per part. */
export interface CancelBookingApi extends BookingActionApi<CancelBookingState['phase']> {
  state: CancelBookingState;
  /** The reason's problem as a message key (`validation.required`, `validation.tooLong`), shown or not. */
  reasonErrorKey: string | null;
  /** What is being cancelled: What and When. */
  summary: Array<{ id: 'what' | 'when'; label: string; value: string }>;
  reasonsLegend: string;
  reasonsProps: {
    role: 'radiogroup';
    'aria-labelledby': string;
    'aria-required': true;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  };
  reasonsLegendProps: { id: string };
  getReasonItemLabel(choice: CancelReasonChoice): string;
  getReasonItemInputProps(choice: CancelReasonChoice): {
    type: 'radio';
    id: string;
    name: string;
    value: string;
    checked: boolean;
    onChange: () => void;
  };
  /** Whether the text box shows: without presets, or once 'Other' is chosen. */
  showReasonInput: boolean;
  reasonLabel: string;
  reasonLabelProps: { htmlFor: string };
  reasonInputProps: {
    id: string;
    name: 'reason';
    value: string;
    required: true;
    maxLength: number;
    readOnly: boolean;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    onChange: (event: { currentTarget: { value: string } }) => void;
    onBlur: () => void;
  };
  /** The translated reason error, or null while valid or not yet shown. */
  reasonErrorText: string | null;
  reasonErrorProps: { id: string };
  /** The submit button, with the element that takes focus when the confirmation step opens. */
  submitProps: BookingActionApi['submitProps'] & { ref: (node: HTMLElement | null) => void };
  /** Whether submitting asks for confirmation first (the `confirm` option). */
  needsConfirmation: boolean;
  /** 'Cancel this appointment?'. */
  confirmTitle: string;
  /** 'Haircut on Monday, March 9, 2026, 2:00 – 2:30 PM GMT+1 will be cancelled. This cannot be undone.' */
  confirmDescription: string;
  /** 'Keep booking': the safe choice, focused when the dialog opens. */
  confirmKeepLabel: string;
  /** 'Cancel booking': confirms. */
  confirmActionLabel: string;
  /** Radix `Dialog.Root`'s props. */
  confirmRootProps: { open: boolean; onOpenChange: (open: boolean) => void };
  confirmContentProps: {
    role: 'alertdialog';
    ref: (node: HTMLElement | null) => void;
    onOpenAutoFocus: (event: AutoFocusEvent) => void;
    onCloseAutoFocus: (event: AutoFocusEvent) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
  confirmKeepProps: { type: 'button'; ref: (node: HTMLElement | null) => void };
  confirmActionProps: { type: 'button'; onClick: () => void };
}

/** The most characters of a reason (the API's limit). */
const REASON_MAX = 500;

/**
 * The behaviour hook of the cancel-booking form: the reason checked by core's
 * `cancelBookingRequestSchema` (required, at most 500 characters), 'Cancelling…' while
 * `onCancel` runs, and its failure as an alert that takes focus ('This appointment can no longer
 * be cancelled online. Please call us.' for a passed cutoff).
 * @example const api = useCancelBooking({ booking, onCancel: (reason) => api.cancelBooking(id, token, { reason }) }, useCancelBookingState());
 */
export function useCancelBooking(options: CancelBookingOptions, state: CancelBookingState): CancelBookingApi {
  const { t, tag, timeZone } = useLocale();
  const baseId = useId();
  // Focus is moved by id within the widget's own document or shadow root, found from its root element.
  const anchor = useAnchorRef();
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  // Moving focus needs the new DOM: it runs after the render that shows the field or the alert.
  useEffect(() => {
    if (focusTarget === null) return;
    elementById(anchor.current(), focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget, anchor.current]);

  const confirmContent = useRef<HTMLElement | null>(null);
  const confirmKeep = useRef<HTMLElement | null>(null);
  const submit = useRef<HTMLElement | null>(null);
  const needsConfirmation = options.confirm !== false;

  const parsed = cancelBookingRequestSchema.safeParse({ reason: state.reason });
  const reasonErrorKey = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'validation.required');
  const isPending = state.phase === 'pending';
  const hasPresets = state.reasons.length > 0;
  const showReasonInput = state.choice === 'other';
  // Without a choice yet, the problem belongs to the radio group; after 'Other', to the text box.
  const errorOnGroup = hasPresets && state.choice === null;
  const shownError = state.touched ? reasonErrorKey : null;
  const ids = {
    title: `${baseId}-title`,
    legend: `${baseId}-reasons`,
    input: `${baseId}-reason`,
    error: `${baseId}-reason-error`,
    alert: `${baseId}-alert`,
  };
  const radioId = (choice: CancelReasonChoice) => `${baseId}-reason-${choice}`;

  const cancel = async () => {
    state.touch();
    if (!parsed.success) {
      setFocusTarget(errorOnGroup ? radioId(0) : ids.input);
      return;
    }
    // Nothing is sent before the visitor says so in the dialog.
    if (needsConfirmation && !state.confirmation.isOpen) {
      state.confirmation.open();
      return;
    }
    state.confirmation.close();
    state.start();
    try {
      await options.onCancel(parsed.data.reason);
      state.succeed();
      options.onCancelled?.(parsed.data.reason);
    } catch (error) {
      state.fail(manageErrorMessage(error, 'cancel'));
      setFocusTarget(ids.alert);
    }
  };

  const when = formatAppointmentTime(options.booking.start, options.booking.end, tag, options.timeZone ?? timeZone);

  return {
    state,
    isPending,
    reasonErrorKey,
    rootProps: phasedFormRootProps(anchor.ref, ids.title, state.phase, () => {
      if (!isPending && state.phase !== 'cancelled') void cancel();
    }),
    title: t('cancelBooking.title'),
    titleProps: { id: ids.title },
    summary: [
      { id: 'what', label: t('confirmation.what'), value: options.booking.service.name },
      {
        id: 'when',
        label: t('confirmation.when'),
        value: when,
      },
    ],
    reasonsLegend: t('cancelBooking.reasonsLegend'),
    reasonsProps: {
      role: 'radiogroup',
      'aria-labelledby': ids.legend,
      'aria-required': true,
      'aria-invalid': errorOnGroup && shownError !== null,
      ...(errorOnGroup && shownError !== null && { 'aria-describedby': ids.error }),
    },
    reasonsLegendProps: { id: ids.legend },
    getReasonItemLabel: (choice) => (choice === 'other' ? t('cancelBooking.other') : (state.reasons[choice] ?? '')),
    getReasonItemInputProps: (choice) => ({
      type: 'radio',
      id: radioId(choice),
      name: `${baseId}-reasons`,
      value: String(choice),
      checked: state.choice === choice,
      onChange: () => {
        if (isPending) return;
        state.choose(choice);
        // The text box appears for 'Other': the visitor types there next.
        if (choice === 'other') setFocusTarget(ids.input);
      },
    }),
    showReasonInput,
    reasonLabel: t('cancelBooking.reason'),
    reasonLabelProps: { htmlFor: ids.input },
    reasonInputProps: {
      id: ids.input,
      name: 'reason',
      value: state.reason,
      required: true,
      maxLength: REASON_MAX,
      readOnly: isPending,
      'aria-invalid': !errorOnGroup && shownError !== null,
      ...(!errorOnGroup && shownError !== null && { 'aria-describedby': ids.error }),
      onChange: (event) => state.setText(event.currentTarget.value),
      onBlur: () => state.touch(),
    },
    reasonErrorText: shownError === null ? null : t(shownError),
    reasonErrorProps: { id: ids.error },
    alertText: state.phase === 'failed' && state.error ? t(state.error.key, state.error.values) : null,
    alertProps: { id: ids.alert, role: 'alert', tabIndex: -1 },
    submitLabel: isPending ? t('cancelBooking.pending') : t('cancelBooking.submit'),
    submitProps: {
      type: 'submit',
      ref: (node) => {
        submit.current = node;
      },
      // aria-disabled, not disabled: the button keeps focus while the cancellation is sent.
      ...(isPending && { 'aria-busy': true as const, 'aria-disabled': true as const }),
    },
    keepLabel: t('cancelBooking.keep'),
    canKeep: options.onKeep !== undefined,
    keepProps: { type: 'button', onClick: () => options.onKeep?.() },
    needsConfirmation,
    confirmTitle: t('cancelBooking.confirm.title'),
    confirmDescription: t('cancelBooking.confirm.description', { service: options.booking.service.name, when }),
    confirmKeepLabel: t('cancelBooking.confirm.keep'),
    confirmActionLabel: t('cancelBooking.confirm.action'),
    confirmRootProps: { open: state.confirmation.isOpen, onOpenChange: state.confirmation.setOpen },
    confirmContentProps: {
      // An alert dialog: it interrupts to ask about something that cannot be undone.
      role: 'alertdialog',
      ref: (node) => {
        confirmContent.current = node;
      },
      onOpenAutoFocus: (event) => {
        event.preventDefault();
        focusInitial(confirmContent.current, confirmKeep.current);
      },
      // The dialog has no Dialog.Trigger: focus goes back to the submit button that opened it
      // (a failure then moves it on to the alert).
      onCloseAutoFocus: (event) => {
        event.preventDefault();
        const root = submit.current?.getRootNode() as Document | ShadowRoot | undefined;
        const active = root?.activeElement;
        if (!active || active === active.ownerDocument.body) submit.current?.focus();
      },
      onKeyDown: containTabKey,
    },
    confirmKeepProps: {
      type: 'button',
      ref: (node) => {
        confirmKeep.current = node;
      },
    },
    confirmActionProps: {
      type: 'button',
      onClick: () => {
        if (!isPending && state.phase !== 'cancelled') void cancel();
      },
    },
  };
}
