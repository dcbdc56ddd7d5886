import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../lib/cx';
import { emptyStateAnatomy } from './empty-state.anatomy';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** What is missing, e.g. `t('slotPicker.noSlotsThisMonth')`. */
  title: ReactNode;
  /** What the visitor can do about it. */
  description?: ReactNode;
  /** A way forward, e.g. a `<Button>` to the next available date. */
  action?: ReactNode;
  /** Render the title as a heading of this level; without it the title is a paragraph. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * Nothing to show: a title, an optional explanation and an optional action. The text sits in a
 * polite `role="status"`, so a visitor who was waiting for results hears that there are none;
 * the action stays outside it so it is not read as part of the announcement.
 * @selector .bk-root .bk-empty-state [data-scope="empty-state"][data-part="text|title|description|action"]
 * @example <EmptyState title={t('slotPicker.noSlotsThisMonth')} action={<Button onClick={nextMonth}>{t('slotPicker.nextAvailable')}</Button>} />
 */
export function EmptyState({ title, description, action, headingLevel, className, ...props }: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div {...emptyStateAnatomy.attrs('root')} {...props} className={cx('bk-empty-state', className)}>
      <div role="status" {...emptyStateAnatomy.attrs('text')}>
        <Title {...emptyStateAnatomy.attrs('title')}>{title}</Title>
        {description ? <p {...emptyStateAnatomy.attrs('description')}>{description}</p> : null}
      </div>
      {action ? <div {...emptyStateAnatomy.attrs('action')}>{action}</div> : null}
    </div>
  );
}
