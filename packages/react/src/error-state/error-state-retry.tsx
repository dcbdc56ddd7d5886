import type { ComponentPropsWithRef } from 'react';
import { ActionPart } from '../utils/action-part';
import type { AsChildProps } from '../utils/as-child';
import { useErrorStateContext } from './error-state-context';

/** Props of {@link ErrorStateRetry}. */
export interface ErrorStateRetryProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * "Try again": calls `onRetry`, described by the message; rendered only when `onRetry` is given.
 * While a returned promise runs it is `aria-busy` and `aria-disabled` and ignores presses.
 * @selector [data-scope="error-state"][data-part="retry"][data-state="idle|retrying"]
 * @example <ErrorState.Retry asChild><Button variant="secondary" /></ErrorState.Retry>
 */
export function ErrorStateRetry(props: ErrorStateRetryProps) {
  const api = useErrorStateContext();
  if (!api.canRetry) return null;
  return <ActionPart own={api.retryProps} content={api.retryLabel} {...props} />;
}
