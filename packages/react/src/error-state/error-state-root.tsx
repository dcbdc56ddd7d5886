import type { ComponentPropsWithRef, ReactNode } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { ErrorStateProvider } from './error-state-context';
import { type ErrorStateApi, type ErrorStateOptions, useErrorState } from './use-error-state';

/** Props of {@link ErrorStateRoot}. */
export interface ErrorStateRootProps extends ErrorStateOptions, Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The parts, or a function of the error state's API (e.g. to show a spinner while retrying). */
  children?: ReactNode | ((api: ErrorStateApi) => ReactNode);
}

/**
 * Something failed to load: holds the message and the retry action, and provides them to its parts.
 * @selector [data-scope="error-state"][data-part="root"][data-state="idle|retrying"]
 * @example
 * <ErrorState.Root onRetry={refetch}>
 *   <ErrorState.Message>{t('slotPicker.loadError')}</ErrorState.Message>
 *   <ErrorState.Retry />
 * </ErrorState.Root>
 */
export function ErrorStateRoot({ onRetry, focusOnMount, retryLabel, children, ...props }: ErrorStateRootProps) {
  const api = useErrorState({
    ...(onRetry !== undefined && { onRetry }),
    ...(focusOnMount !== undefined && { focusOnMount }),
    ...(retryLabel !== undefined && { retryLabel }),
  });
  return (
    <ErrorStateProvider value={api}>
      <div {...mergePartProps(api.rootProps, props)}>{typeof children === 'function' ? children(api) : children}</div>
    </ErrorStateProvider>
  );
}
