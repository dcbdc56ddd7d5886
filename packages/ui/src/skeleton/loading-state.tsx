import { LoadingStatus } from '@booking-kit/react';
import { type ComponentPropsWithRef, type ReactNode, useEffect, useState } from 'react';
import { cx } from '../lib/cx';
import { loadingStateAnatomy } from './loading-state.anatomy';
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
  /**
   * Show nothing for this long first: a part that arrives sooner never flashes a placeholder.
   * For lazily loaded parts the spec's default is {@link LOADING_DELAY_MS} (200 ms). @default 0
   */
  delayMs?: number;
}

/** How long a lazily loaded part waits before showing that it is loading: the spec's 200 ms. */
export const LOADING_DELAY_MS = 200;

/**
 * A loading state: placeholder shapes that mirror the coming content, and a polite status that
 * says 'Loading…' (or `label`) once. Replace it with the content, an `EmptyState` or an
 * `ErrorState` when loading ends.
 * @selector .bk-root .bk-loading-state [data-scope="loading-state"][data-part="shapes"]
 * @example <LoadingState label={t('slotPicker.findingSlots')}><Skeleton variant="slot-grid" /></LoadingState>
 * @example <LazyPart><LazyStep /></LazyPart> // a lazily loaded part: this, after the spec's 200 ms (see `LazyPart`)
 */
export function LoadingState({ label, showLabel = false, className, children, delayMs = 0, ...props }: LoadingStateProps) {
  const [shown, setShown] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!shown) return null;
  return (
    <div {...loadingStateAnatomy.attrs('root')} {...props} className={cx(loadingStateVariants({ showLabel }), className)}>
      <LoadingStatus {...(label !== undefined && { label })} />
      <div {...loadingStateAnatomy.attrs('shapes')} aria-hidden="true">
        {children ?? <Skeleton variant="text" count={3} />}
      </div>
    </div>
  );
}
