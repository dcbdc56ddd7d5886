import {
  RecurringSeriesCount,
  RecurringSeriesError,
  RecurringSeriesFrequency,
  RecurringSeriesList,
  RecurringSeriesRetry,
  RecurringSeriesRoot,
  type RecurringSeriesRootProps,
  RecurringSeriesStatus,
  RecurringSeriesTitle,
  RecurringSeriesToggle,
} from '@booking-kit/react';
import { alertVariants } from '../alert/alert.variants';
import { buttonVariants } from '../button/button.variants';
import { cx } from '../lib/cx';

/** Props of {@link RecurringSeries}: the headless root's, without custom children. */
export interface RecurringSeriesProps extends Omit<RecurringSeriesRootProps, 'children' | 'asChild'> {
  /** The heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The styled recurring series: how often and how many times as radio cards, 'Finding recurring
 * slots…' while the app checks, then every occurrence with its state in words (free, taken, moved,
 * left out) and, for a taken one, the nearest free times or leaving it out. The app checks the
 * value with `GET /slots/recurring` and books the series all or nothing. With `optional`, a 'Repeat'
 * checkbox (off by default) comes first and the rest shows once the visitor checks it.
 * @selector .bk-root .bk-recurring-series [data-scope="recurring-series"][data-part="occurrence"][data-state="free|taken|replaced|skipped"]
 * @example
 * <RecurringSeries everyWeeksOptions={[1, 2]} countRange={{ min: 2, max: 6 }} status={status} occurrences={occurrences} onValueChange={check} onRetry={retry} />
 * <RecurringSeries optional repeat={repeat} onRepeatChange={setRepeat} … />
 */
export function RecurringSeries({ headingLevel = 2, className, ...props }: RecurringSeriesProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RecurringSeriesRoot {...props} className={cx('bk-recurring-series', className)}>
      <RecurringSeriesTitle asChild>
        <Heading />
      </RecurringSeriesTitle>
      <RecurringSeriesToggle />
      <RecurringSeriesFrequency />
      <RecurringSeriesCount />
      <RecurringSeriesStatus />
      <RecurringSeriesError className={alertVariants({ tone: 'danger' })}>
        <RecurringSeriesRetry className={buttonVariants({ variant: 'secondary', size: 'sm' })} />
      </RecurringSeriesError>
      <RecurringSeriesList />
    </RecurringSeriesRoot>
  );
}
