import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../lib/cx';

/** Props of {@link Alert}. */
export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** `danger` interrupts screen readers (`role="alert"`); `info` waits politely (`role="status"`). @default 'info' */
  tone?: 'info' | 'danger';
  /** A short bold first line. */
  title?: ReactNode;
}

/**
 * A message box for errors and notices, e.g. `errors.unableToSchedule`.
 * @selector .bk-root [data-slot="alert"][data-tone="info|danger"]
 * @example <Alert tone="danger" title={t('errors.somethingWrong')}>{t('errors.unableToSchedule')}</Alert>
 */
export function Alert({ tone = 'info', title, className, children, ...props }: AlertProps) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      {...props}
      className={cx('bk-alert', `bk-alert--${tone}`, className)}
      data-slot="alert"
      data-tone={tone}
    >
      {title && <p className="bk-alert__title">{title}</p>}
      {children && <div className="bk-alert__body">{children}</div>}
    </div>
  );
}
