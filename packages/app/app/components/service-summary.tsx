import { formatDurations, formatPrice, type ServiceDetail } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';

/**
 * What is being booked: where (the provider, menu or group the visitor came through), the
 * service, its length and price, and with whom. Lengths and prices are core's formatting, as on
 * every page (a price in its currency's own decimals: none for JPY).
 */
export function ServiceSummary({
  context,
  service,
  staffName,
}: {
  /** The provider, menu or group the service is booked through, shown above its name. */
  context?: string | undefined;
  service: ServiceDetail;
  staffName: string | undefined;
}) {
  const { t, tag } = useLocale();
  return (
    <header className="service-summary">
      {context ? <p className="service-summary__provider">{context}</p> : null}
      <h1 className="service-summary__name">{service.name}</h1>
      {service.description ? <p className="service-summary__description">{service.description}</p> : null}
      <dl className="service-summary__facts">
        <div>
          <dt>{t('appPages.duration')}</dt>
          <dd>{formatDurations([service.durationMinutes], tag, 'long')}</dd>
        </div>
        <div>
          <dt>{t('appPages.price')}</dt>
          <dd>{service.priceMinor === 0 ? t('booking.free') : formatPrice(service.priceMinor, service.currency, tag)}</dd>
        </div>
        <div>
          <dt>{t('booking.location')}</dt>
          <dd>{service.location === 'online' ? t('booking.online') : t('booking.inPerson')}</dd>
        </div>
      </dl>
      <p className="service-summary__staff">{staffName ? t('booking.with', { name: staffName }) : t('booking.anyStaff')}</p>
    </header>
  );
}
