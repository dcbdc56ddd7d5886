import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../lib/cx';
import { alertAnatomy } from './alert.anatomy';
import { alertVariants } from './alert.variants';

/** Props of {@link Alert}. */
export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** `danger` interrupts screen readers (`role="alert"`); `info` waits politely (`role="status"`). @default 'info' */
  tone?: 'info' | 'danger';
  /** A short bold first line. */
  title?: ReactNode;
}

/**
 * A message box for errors and notices, e.g. `errors.unableToSchedule`.
 * @selector .bk-root .bk-alert.bk-alert--info|danger [data-scope="alert"][data-part="title|body"]
 * @example <Alert tone="danger" title={t('errors.somethingWrong')}>{t('errors.unableToSchedule')}</Alert>
 */
export function Alert({ tone = 'info', title, className, children, ...props }: AlertProps) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      {...alertAnatomy.attrs('root')}
      {...props}
      className={cx(alertVariants({ tone }), className)}
    >
      {title && <p {...alertAnatomy.attrs('title')}>{title}</p>}
      {children && <div {...alertAnatomy.attrs('body')}>{children}</div>}
    </div>
  );
}
