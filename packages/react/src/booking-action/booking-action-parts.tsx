import type { ComponentPropsWithRef } from 'react';
import { ActionPart } from '../utils/action-part';
import type { PartAttrs } from '../utils/anatomy';
import type { AsChildProps } from '../utils/as-child';
import { HeadingPart } from '../utils/heading-part';
import { mergePartProps } from '../utils/merge-part-props';

/**
 * @internal What the parts shared by `CancelBooking` and `RescheduleBooking` read from their
 * behaviour hook: both are a titled form about one booking that sends one action or keeps it.
 */
export interface BookingActionApi {
  title: string;
  titleProps: { id: string };
  summary: ReadonlyArray<{ id: string; label: string; value: string }>;
  alertText: string | null;
  alertProps: { id: string; role: 'alert'; tabIndex: -1 };
  submitLabel: string;
  submitProps: { type: 'submit'; 'aria-busy'?: true; 'aria-disabled'?: true };
  keepLabel: string;
  canKeep: boolean;
  keepProps: { type: 'button'; onClick: () => void };
}

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
