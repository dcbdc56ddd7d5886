import { formatDurations, formatPrice, serviceDurations } from '@booking-kit/core';
import type { ServicePickerService } from './service-picker.types';

/** The texts an option shows of its service, in the active locale. */
export interface ServicePickerFormatters {
  /** '€45.00', '45,00 €', or the catalog's 'Free' for a price of 0. */
  price(service: ServicePickerService): string;
  /** '30 or 60 min': every length the visitor may choose. */
  duration(service: ServicePickerService): string;
  /** 'Online' or 'In person'. */
  location(service: ServicePickerService): string;
}

/** Builds the formatters for a locale tag and translator. */
export function createServicePickerFormatters(tag: string, t: (key: string) => string): ServicePickerFormatters {
  return {
    price: (service) => (service.priceMinor === 0 ? t('booking.free') : formatPrice(service.priceMinor, service.currency, tag)),
    duration: (service) => formatDurations(serviceDurations(service), tag),
    location: (service) => t(service.location === 'online' ? 'booking.online' : 'booking.inPerson'),
  };
}
