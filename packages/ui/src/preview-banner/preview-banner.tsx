import { dateTimeFormat } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';

/** Props of {@link PreviewBanner}. */
export interface PreviewBannerProps {
  /** What is previewed: the shown content's title. */
  title: string;
  /** When the preview's link stops working (an ISO-8601 instant). */
  expiresAt: string;
  /** The shown content is a draft: it has no published page yet. */
  draft?: boolean | undefined;
  /** The same content on the published site (left out for a draft, which has none). */
  publishedHref?: string | undefined;
  /** Where leaving the preview goes when there is no published page: the site's home. */
  siteHref: string;
}

/**
 * The bar over every preview page, so an editor never mistakes it for the public site: 'Preview',
 * what is previewed, until when the link works, and the way out — the published page, or the
 * site's home for a draft that is not on the site yet. A published page never shows it.
 * @selector .bk-root .bk-preview-banner
 * @example <PreviewBanner title={view.title} expiresAt={view.preview.expiresAt} publishedHref="/about" siteHref="/" />
 */
export function PreviewBanner({ title, expiresAt, draft = false, publishedHref, siteHref }: PreviewBannerProps) {
  const { t, tag, timeZone } = useLocale();
  const until = dateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(Date.parse(expiresAt));
  const validUntil = t('preview.validUntil', { time: until });
  // One sentence after the other in one text node (a draft has no published page yet).
  const notPublished = t('preview.notPublished');
  return (
    <section className="bk-preview-banner" aria-label={t('preview.label')}>
      <p className="bk-preview-banner__title">
        <strong>{t('preview.label')}</strong> {t('preview.of', { title })}
      </p>
      <p className="bk-preview-banner__until">{draft ? `${validUntil} ${notPublished}` : validUntil}</p>
      <a className="bk-preview-banner__leave" href={draft || !publishedHref ? siteHref : publishedHref}>
        {draft || !publishedHref ? t('preview.leave') : t('preview.published')}
      </a>
    </section>
  );
}
