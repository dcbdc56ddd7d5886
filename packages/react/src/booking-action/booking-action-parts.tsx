import type { ComponentPropsWithRef } from 'react';
import { ActionPart } from '../utils/action-part';
import type { PartAttrs } from '../utils/anatomy';
import type { AsChildProps } from '../utils/as-child';
import { HeadingPart } from '../utils/heading-part';
import { mergePartProps } from '../utils/merge-part-props';
import type { BookingActionApi } from './booking-action-api';

/** @internal The API and the `data-scope`/`data-part` attributes of the part being rendered. */
interface BookingActionPartOf {
  api: BookingActionApi;
  attrs: PartAttrs;
}

/** @internal The form's heading; `asChild` for another level. */
export function BookingActionTitle({ api, attrs, ...props }: BookingActionPartOf & AsChildProps & ComponentPropsWithRef<'h2'>) {
  return <HeadingPart own={{ ...api.titleProps, ...attrs }} content={api.title} {...props} />;
}

/** @internal The booking as a description list, one `data-row` per line. */
export function BookingActionSummary({
  api,
  attrs,
  rowProps,
  ...props
}: BookingActionPartOf & ComponentPropsWithRef<'dl'> & { rowProps?: ComponentPropsWithRef<'div'> | undefined }) {
  return (
    <dl {...mergePartProps(attrs, props)}>
      {api.summary.map((row) => (
        <div key={row.id} {...rowProps} data-row={row.id}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** @internal Why the action failed, as an alert that takes focus; rendered only then. */
export function BookingActionAlert({ api, attrs, children, ...props }: BookingActionPartOf & ComponentPropsWithRef<'div'>) {
  if (api.alertText === null) return null;
  return <div {...mergePartProps({ ...api.alertProps, ...attrs }, props)}>{children ?? api.alertText}</div>;
}

/** @internal The action's button: busy and `aria-disabled` (still focusable) while it is sent. */
export function BookingActionSubmit({
  api,
  attrs,
  ...props
}: BookingActionPartOf & AsChildProps & ComponentPropsWithRef<'button'>) {
  return <ActionPart own={{ ...api.submitProps, ...attrs }} content={api.submitLabel} {...props} />;
}

/** @internal Keeps the booking as it is: a button calling `onKeep` (only with one), or with `asChild` a link back. */
export function BookingActionKeep({
  api,
  attrs,
  asChild,
  ...props
}: BookingActionPartOf & AsChildProps & ComponentPropsWithRef<'button'>) {
  // The app's own link back needs no `onKeep`; the built-in button calls it, so it needs one.
  if (asChild) return <ActionPart own={attrs} content={api.keepLabel} asChild {...props} />;
  if (!api.canKeep) return null;
  return <ActionPart own={{ ...api.keepProps, ...attrs }} content={api.keepLabel} {...props} />;
}

/** The parts every booking action form has, by anatomy name. */
type BookingActionPart = 'title' | 'summary' | 'alert' | 'submit' | 'keep';

/** Props of a booking action form's title part. */
export type BookingActionTitleProps = AsChildProps & ComponentPropsWithRef<'h2'>;
/** Props of a booking action form's summary part. */
export type BookingActionSummaryProps = ComponentPropsWithRef<'dl'> & {
  /** Props of each row's `<div>` (gets `data-row` with the row's id). */
  rowProps?: ComponentPropsWithRef<'div'>;
};
/** Props of a booking action form's alert part. */
export type BookingActionAlertProps = ComponentPropsWithRef<'div'>;
/** Props of a booking action form's submit and keep buttons. */
export type BookingActionButtonProps = AsChildProps & ComponentPropsWithRef<'button'>;

/**
 * @internal The five parts of one booking action form (title, summary, alert, submit, keep),
 * bound to its context hook and its anatomy's attributes: `CancelBooking` and `RescheduleBooking`
 * are the same form about one booking, told apart by their scope and texts. `name` names the
 * parts in React's developer tools (`CancelBooking.Title`).
 */
export function bookingActionParts(
  name: string,
  useApi: () => BookingActionApi,
  partAttrs: (part: BookingActionPart) => PartAttrs,
) {
  const parts = {
    Title: (props: BookingActionTitleProps) => <BookingActionTitle {...props} api={useApi()} attrs={partAttrs('title')} />,
    Summary: (props: BookingActionSummaryProps) => (
      <BookingActionSummary {...props} api={useApi()} attrs={partAttrs('summary')} />
    ),
    Alert: (props: BookingActionAlertProps) => <BookingActionAlert {...props} api={useApi()} attrs={partAttrs('alert')} />,
    Submit: (props: BookingActionButtonProps) => <BookingActionSubmit {...props} api={useApi()} attrs={partAttrs('submit')} />,
    Keep: (props: BookingActionButtonProps) => <BookingActionKeep {...props} api={useApi()} attrs={partAttrs('keep')} />,
  };
  for (const [part, component] of Object.entries(parts)) Object.assign(component, { displayName: `${name}.${part}` });
  return parts;
}
