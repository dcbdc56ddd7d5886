import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { PartElement } from '../utils/part-element';

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
  attrs: Record<'data-scope' | 'data-part', string>;
}

/** @internal The form's heading; `asChild` for another level. */
export function BookingActionTitle({ api, attrs, ...props }: BookingActionPartOf & AsChildProps & ComponentPropsWithRef<'h2'>) {
  return <PartElement as="h2" content={api.title} {...mergePartProps({ ...api.titleProps, ...attrs }, props)} />;
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
  return <PartElement as="button" content={api.submitLabel} {...mergePartProps({ ...api.submitProps, ...attrs }, props)} />;
}

/** @internal Keeps the booking as it is: a button calling `onKeep` (only with one), or with `asChild` a link back. */
export function BookingActionKeep({
  api,
  attrs,
  asChild,
  children,
  ...props
}: BookingActionPartOf & AsChildProps & ComponentPropsWithRef<'button'>) {
  if (asChild) {
    return (
      <AsChildSlot {...mergePartProps(attrs, props)} fallbackContent={api.keepLabel}>
        {children}
      </AsChildSlot>
    );
  }
  if (!api.canKeep) return null;
  return <button {...mergePartProps({ ...api.keepProps, ...attrs }, props)}>{children ?? api.keepLabel}</button>;
}
