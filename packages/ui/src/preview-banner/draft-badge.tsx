import { useLocale } from '@booking-kit/react';
import { cx } from '../lib/cx';

/**
 * The 'Draft' mark on content that is not on the site yet (a draft post, an unpublished page),
 * wherever a preview shows it: in lists and on its own page. Text, not colour alone.
 * @selector .bk-root .bk-draft-badge
 * @example {post.draft ? <DraftBadge /> : null}
 */
export function DraftBadge({ className }: { className?: string | undefined }) {
  const { t } = useLocale();
  return <span className={cx('bk-draft-badge', className)}>{t('content.draft')}</span>;
}
