import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { useErrorStateContext } from './error-state-context';

/** Props of {@link ErrorStateRetry}. */
export interface ErrorStateRetryProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * "Try again": calls `onRetry`, described by the message; rendered only when `onRetry` is given.
 * While a returned promise runs it is `aria-busy` and `aria-disabled` and ignores presses.
 * @selector [data-scope="error-state"][data-part="retry"][data-state="idle|retrying"]
 * @example <ErrorState.Retry asChild><Button variant="secondary" /></ErrorState.Retry>
 */
export function ErrorStateRetry({ asChild, children, ...props }: ErrorStateRetryProps) {
  const api = useErrorStateContext();
  if (!api.canRetry) return null;
  const merged = mergePartProps(api.retryProps, props);
  if (asChild)
    return (
      <AsChildSlot {...merged} fallbackContent={api.retryLabel}>
        {children}
      </AsChildSlot>
    );
  return <button {...merged}>{children ?? api.retryLabel}</button>;
}
