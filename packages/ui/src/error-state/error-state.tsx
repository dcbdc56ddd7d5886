import {
  ErrorStateMessage,
  ErrorStateRetry,
  ErrorStateRoot,
  type ErrorStateRootProps,
  errorStateAnatomy,
  useLocale,
} from '@booking-kit/react';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { cx } from '../lib/cx';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps extends Omit<ErrorStateRootProps, 'children' | 'title'> {
  /** The first, bold line. @default t('errors.somethingWrong') ('Something went wrong') */
  title?: ReactNode;
  /** What failed and what to do, e.g. `t('slotPicker.loadError')`. */
  message?: ReactNode;
}

/**
 * Something failed to load: a message announced at once (`role="alert"`) and, with `onRetry`,
 * a "Try again" button that shows a spinner while a returned promise runs.
 * @selector .bk-root .bk-error-state[data-state="idle|retrying"] [data-scope="error-state"][data-part="message|title|description"]
 * @example <ErrorState message={t('slotPicker.loadError')} onRetry={refetch} />
 */
export function ErrorState({ title, message, className, ...props }: ErrorStateProps) {
  const { t } = useLocale();
  return (
    <ErrorStateRoot {...props} className={cx('bk-error-state', className)}>
      {(api) => (
        <>
          <ErrorStateMessage>
            <p {...errorStateAnatomy.attrs('title')}>{title ?? t('errors.somethingWrong')}</p>
            {message ? <p {...errorStateAnatomy.attrs('description')}>{message}</p> : null}
          </ErrorStateMessage>
          <ErrorStateRetry asChild>
            <Button variant="secondary" size="sm" isPending={api.isRetrying} />
          </ErrorStateRetry>
        </>
      )}
    </ErrorStateRoot>
  );
}
