import type { BookingFlowProgressItem, BookingFlowStep as FlowStepName } from '@booking-kit/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { BookingFlowApi } from '../booking-flow/use-booking-flow';
import { useLocale } from '../locale/locale-context';
import { ActionPart, type ActionPartProps } from '../utils/action-part';
import type { AsChildProps } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { PartElement } from '../utils/part-element';
import { bookingFlowPartAttrs } from './booking-flow.anatomy';
import { BookingFlowProvider, useBookingFlowContext } from './booking-flow-context';
import type { StepFocus } from './use-step-focus';

/** Props of {@link BookingFlowRoot}. */
export interface BookingFlowRootProps extends AsChildProps, ComponentPropsWithRef<'div'> {
  /** The flow (`useBooker(...).flow`, or `useBookingFlow(...)`). */
  flow: BookingFlowApi;
  /** Where each step's focus goes (`useBooker(...).focus`, or `useStepFocus()`). */
  focus: StepFocus;
}

/**
 * The root of a booking flow: shares the flow with its steps, progress and buttons, and names the
 * current step for styles (`data-step`).
 * @selector [data-scope="booking-flow"][data-part="root"][data-step="services|staff|time|details|payment|confirmation"]
 * @example
 * <BookingFlow.Root flow={booker.flow} focus={booker.focus}>
 *   <BookingFlow.Step step="time">…<BookingFlow.Next /></BookingFlow.Step>
 * </BookingFlow.Root>
 */
export function BookingFlowRoot({ flow, focus, children, ...props }: BookingFlowRootProps) {
  return (
    <BookingFlowProvider flow={flow} focus={focus}>
      <PartElement as="div" {...mergePartProps({ ...bookingFlowPartAttrs('root'), 'data-step': flow.step }, props)}>
        {children}
      </PartElement>
    </BookingFlowProvider>
  );
}

/** Props of {@link BookingFlowStep}. */
export interface BookingFlowStepProps extends AsChildProps, ComponentPropsWithRef<'section'> {
  step: FlowStepName;
  /** Render the step although it is not the current one (an animation, a summary). */
  forceMount?: boolean;
}

/**
 * One screen of the flow, rendered while it is the current step: a `<section>` whose first
 * heading takes focus when the step is reached (also when its content arrives later, as a lazily
 * loaded step's does), so a screen reader hears where the visitor is.
 * @selector [data-scope="booking-flow"][data-part="step"][data-step="time"][data-state="active|inactive"]
 */
export function BookingFlowStep({ step, forceMount = false, children, ...props }: BookingFlowStepProps) {
  const { flow, focus } = useBookingFlowContext();
  const active = flow.step === step;
  if (!active && !forceMount) return null;
  const own = {
    ...bookingFlowPartAttrs('step'),
    'data-step': step,
    'data-state': active ? 'active' : 'inactive',
    ref: focus.sectionRef(step),
  };
  return (
    <PartElement as="section" {...mergePartProps(own, props)}>
      {children}
    </PartElement>
  );
}

/** Props of {@link BookingFlowProgress}. */
export interface BookingFlowProgressProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'> {
  /** Each step's label, e.g. `(item) => t(labels[item.step])`. */
  children(item: BookingFlowProgressItem): ReactNode;
}

/**
 * The steps that apply, in order, as a list: the current one marked `aria-current="step"`, each
 * done, current or upcoming (`data-status`), and whether it can be gone back to (`data-can-go-to`).
 * @selector [data-scope="booking-flow"][data-part="progress-item"][data-status="done|current|upcoming"]
 */
export function BookingFlowProgress({ children, ...props }: BookingFlowProgressProps) {
  const { flow } = useBookingFlowContext();
  return (
    <ol {...mergePartProps(bookingFlowPartAttrs('progress'), props)}>
      {flow.progress.map((item) => (
        <li
          key={item.step}
          {...bookingFlowPartAttrs('progress-item')}
          data-step={item.step}
          data-status={item.status}
          data-can-go-to={item.canGoTo || undefined}
          aria-current={item.status === 'current' ? 'step' : undefined}
        >
          {children(item)}
        </li>
      ))}
    </ol>
  );
}

/** Props of {@link BookingFlowBack} and {@link BookingFlowNext}. */
export type BookingFlowButtonProps = Omit<ActionPartProps, 'own' | 'content'> & {
  /** Hide 'Back' although the flow allows it (a payment already begun). */
  hidden?: boolean;
};

/**
 * 'Back' to the previous step, rendered only where the flow allows going back (never while the
 * API answers, never after booking). What was entered stays.
 * @selector [data-scope="booking-flow"][data-part="back"]
 */
export function BookingFlowBack({ hidden = false, ...props }: BookingFlowButtonProps) {
  const { flow } = useBookingFlowContext();
  const { t } = useLocale();
  const index = flow.steps.indexOf(flow.step);
  const previous = index > 0 ? flow.progress[index - 1] : undefined;
  if (hidden || previous?.canGoTo !== true) return null;
  return (
    <ActionPart
      own={{ ...bookingFlowPartAttrs('back'), type: 'button', onClick: flow.back }}
      content={t('flow.back')}
      {...props}
    />
  );
}

/**
 * 'Continue': on from the services, staff or time (from the time, once the hold is placed). Busy
 * while the API answers (`aria-busy`, `aria-disabled`, keeping focus).
 * @selector [data-scope="booking-flow"][data-part="next"][aria-busy]
 */
export function BookingFlowNext(props: BookingFlowButtonProps) {
  const { flow } = useBookingFlowContext();
  const { t } = useLocale();
  const own = {
    ...bookingFlowPartAttrs('next'),
    type: 'button' as const,
    onClick: flow.next,
    ...(flow.isPending && { 'aria-busy': true, 'aria-disabled': true }),
  };
  return <ActionPart own={own} content={t('flow.continue')} {...props} />;
}
