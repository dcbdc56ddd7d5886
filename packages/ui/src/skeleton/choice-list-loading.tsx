import { useLocale } from '@booking-kit/react';
import { cx } from '../lib/cx';
import { LoadingState } from './loading-state';
import { Skeleton } from './skeleton';

/** Props of {@link ChoiceListLoading}. */
interface ChoiceListLoadingProps {
  /** The list's label key, shown as it will be once loaded, e.g. `servicePicker.label`. */
  labelKey: string;
  /** The loaded list's root class and `data-slot`, so the page does not jump when it arrives. */
  className: string;
  slot: string;
  labelClassName: string;
}

/**
 * @internal What a picker of choices (services, staff) shows while its choices load: its label,
 * three card-shaped placeholders, and 'Loading…' for screen readers.
 */
export function ChoiceListLoading({ labelKey, className, slot, labelClassName }: ChoiceListLoadingProps) {
  const { t } = useLocale();
  return (
    <div className={cx(className, 'bk-choice-list-loading')} data-slot={slot} data-loading="">
      <p className={labelClassName}>{t(labelKey)}</p>
      <LoadingState>
        <Skeleton variant="block" className="bk-choice-list-loading__card" />
        <Skeleton variant="block" className="bk-choice-list-loading__card" />
        <Skeleton variant="block" className="bk-choice-list-loading__card" />
      </LoadingState>
    </div>
  );
}
