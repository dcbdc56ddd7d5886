import type { ComponentPropsWithRef } from 'react';
import { ActionPart } from '../utils/action-part';
import type { AsChildProps } from '../utils/as-child';
import { HeadingPart } from '../utils/heading-part';
import { mergePartProps } from '../utils/merge-part-props';
import { recurringSeriesPartAttrs } from './recurring-series.anatomy';
import { useRecurringSeriesContext } from './recurring-series-context';

/** Props of {@link RecurringSeriesTitle}. */
export interface RecurringSeriesTitleProps extends AsChildProps, ComponentPropsWithRef<'h2'> {}

/**
 * The heading, 'Repeat this booking', which names the group. Use `asChild` for another level.
 * @selector [data-scope="recurring-series"][data-part="title"]
 * @example <RecurringSeries.Title asChild><h3 /></RecurringSeries.Title>
 */
export function RecurringSeriesTitle(props: RecurringSeriesTitleProps) {
  const api = useRecurringSeriesContext();
  return <HeadingPart own={{ ...api.titleProps, ...recurringSeriesPartAttrs('title') }} content={api.title} {...props} />;
}

/** Props of {@link RecurringSeriesStatus}. */
export type RecurringSeriesStatusProps = ComponentPropsWithRef<'p'>;

/**
 * A polite live region, always rendered so it is heard: 'Finding recurring slots…' while the app
 * asks, then 'All 4 appointments are free.' or '1 time is taken: choose another time or leave it out.'
 * @selector [data-scope="recurring-series"][data-part="status"][data-status]
 */
export function RecurringSeriesStatus(props: RecurringSeriesStatusProps) {
  const api = useRecurringSeriesContext();
  const merged = mergePartProps({ ...api.statusProps, ...recurringSeriesPartAttrs('status'), 'data-status': api.status }, props);
  return <p {...merged}>{api.statusText}</p>;
}

/** Props of {@link RecurringSeriesError}. */
export type RecurringSeriesErrorProps = ComponentPropsWithRef<'div'>;

/**
 * 'We could not check the recurring slots. Please try again.': an alert, rendered only after an
 * error; children (a retry button) go after the text.
 * @selector [data-scope="recurring-series"][data-part="error"]
 */
export function RecurringSeriesError({ children, ...props }: RecurringSeriesErrorProps) {
  const api = useRecurringSeriesContext();
  if (api.errorText === null) return null;
  return (
    <div {...mergePartProps({ ...api.errorProps, ...recurringSeriesPartAttrs('error') }, props)}>
      <p>{api.errorText}</p>
      {children}
    </div>
  );
}

/** Props of {@link RecurringSeriesRetry}. */
export interface RecurringSeriesRetryProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * 'Try again' after an error, calling the root's `onRetry`; rendered only when both apply.
 * @selector [data-scope="recurring-series"][data-part="retry"]
 */
export function RecurringSeriesRetry(props: RecurringSeriesRetryProps) {
  const api = useRecurringSeriesContext();
  if (!api.canRetry) return null;
  return <ActionPart own={{ ...api.retryProps, ...recurringSeriesPartAttrs('retry') }} content={api.retryLabel} {...props} />;
}
