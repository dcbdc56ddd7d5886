import { type CopyLinkOptions, useCopyLink, useLocale } from '@booking-kit/react';
import { Button } from '../button/button';

/** Props of {@link CopyLink}. */
export interface CopyLinkProps extends CopyLinkOptions {}

/**
 * 'Copy link' beside a link a visitor must keep, and 'Share link' where the device has a share
 * sheet, with a polite status ('Link copied') that screen readers announce.
 * @selector .bk-root .bk-copy-link
 * @example <CopyLink url={manageUrl} title={booking.service.name} />
 */
export function CopyLink(props: CopyLinkProps) {
  const { t } = useLocale();
  const link = useCopyLink(props);
  return (
    <div className="bk-copy-link" data-status={link.status}>
      <Button variant="secondary" size="sm" type="button" onClick={() => void link.copy()}>
        {t('manage.copy')}
      </Button>
      {link.canShare ? (
        <Button variant="secondary" size="sm" type="button" onClick={() => void link.share()}>
          {t('manage.share')}
        </Button>
      ) : null}
      <p role="status" className="bk-copy-link__status">
        {link.statusText}
      </p>
    </div>
  );
}
