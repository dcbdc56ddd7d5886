import { type AnatomyApi, useLocale } from '@booking-kit/react';
import { cx } from '../lib/cx';
import { LoadingState } from './loading-state';
import { Skeleton } from './skeleton';

/** Props of {@link ChoiceListLoading}. */
interface ChoiceListLoadingProps {
  /** The list's label key, shown as it will be once loaded, e.g. `servicePicker.label`. */
  labelKey: string;
  /** The loaded list's root class and anatomy, so its own rules lay this out and the page does not jump when it arrives. */
  className: string;
  anatomy: AnatomyApi<'service-picker' | 'staff-picker', { readonly root: 'root'; readonly label: 'label' }>;
}

/**
 * @internal What a picker of choices (services, staff) shows while its choices load: its label,
 * three card-shaped placeholders, and 'Loading…' for screen readers. It stands in for the
 * picker's root and label (same scope and parts), marked `data-loading`.
 */
export function ChoiceListLoading({ labelKey, className, anatomy }: ChoiceListLoadingProps) {
  const { t } = useLocale();
  return (
    <div className={cx(className, 'bk-choice-list-loading')} {...anatomy.attrs('root')} data-loading="">
      <p {...anatomy.attrs('label')}>{t(labelKey)}</p>
      <LoadingState>
        <Skeleton variant="block" />
        <Skeleton variant="block" />
        <Skeleton variant="block" />
      </LoadingState>
    </div>
  );
}
