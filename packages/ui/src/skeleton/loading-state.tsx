import { LoadingStatus } from '@booking-kit/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../lib/cx';
import { loadingStateVariants } from './loading-state.variants';
import { Skeleton } from './skeleton';

/** Props of {@link LoadingState}. */
export interface LoadingStateProps extends ComponentPropsWithRef<'div'> {
  /** What is announced, e.g. `t('slotPicker.findingSlots')`. @default t('common.loading') ('Loading…') */
  label?: string;
  /** Show the announcement as text too; otherwise only screen readers get it. @default false */
  showLabel?: boolean;
  /** The placeholder shapes, hidden from assistive technology. @default three lines of text */
  children?: ReactNode;
}

/**
 * A loading state: placeholder shapes that mirror the coming content, and a polite status that
 * says 'Loading…' (or `label`) once. Replace it with the content, an `EmptyState` or an
 * `ErrorState` when loading ends.
 * @selector .bk-root .bk-loading-state [data-scope="loading-state"][data-part="shapes"]
 * @example <LoadingState label={t('slotPicker.findingSlots')}><Skeleton variant="slot-grid" /></LoadingState>
 */
export function LoadingState({ label, showLabel = false, className, children, ...props }: LoadingStateProps) {
  return (
    <div data-scope="loading-state" data-part="root" {...props} className={cx(loadingStateVariants({ showLabel }), className)}>
      <LoadingStatus {...(label !== undefined && { label })} />
      <div data-scope="loading-state" data-part="shapes" aria-hidden="true">
        {children ?? <Skeleton variant="text" count={3} />}
      </div>
    </div>
  );
}
