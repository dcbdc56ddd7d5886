import type { ProviderDetail, ServiceDetail } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';

/** Formats a price in minor units in the locale's currency format, or 'Free'. */
export function formatPrice(tag: string, priceMinor: number, currency: string, free: string): string {
  if (priceMinor === 0) return free;
  return new Intl.NumberFormat(tag, { style: 'currency', currency }).format(priceMinor / 100);
}

/** Formats a length in minutes in the locale's words ("15 minutes", "15 Minuten"). */
export function formatMinutes(tag: string, minutes: number): string {
  return new Intl.NumberFormat(tag, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
}

/** What is being booked: the service, its length and price, and with whom. */
export function ServiceSummary({
  provider,
  service,
  staffName,
}: {
  provider: ProviderDetail;
  service: ServiceDetail;
  staffName: string | undefined;
}) {
  const { t, tag } = useLocale();
  return (
    <header className="service-summary">
      <p className="service-summary__provider">{provider.name}</p>
      <h1 className="service-summary__name">{service.name}</h1>
      {service.description ? <p className="service-summary__description">{service.description}</p> : null}
      <dl className="service-summary__facts">
        <div>
          <dt>{t('booking.duration')}</dt>
          <dd>{formatMinutes(tag, service.durationMinutes)}</dd>
        </div>
        <div>
          <dt>{t('booking.price')}</dt>
          <dd>{formatPrice(tag, service.priceMinor, service.currency, t('booking.free'))}</dd>
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
