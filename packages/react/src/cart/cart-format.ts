import { cartLinePrice, dateTimeFormat, formatDurations, formatPrice, SHORT_DATE_TIME } from '@booking-kit/core';
import type { AttendeePickerPerson } from '../attendee-picker/use-attendee-picker';
import type { CartEntry } from './cart.types';

/** The texts of a cart item, in the active locale and the visitor's time zone. */
export interface CartFormatters {
  /** 'Tue, Mar 10, 10:00 AM GMT+1': the zone's name, so a visitor elsewhere is not misled. */
  when(item: CartEntry): string;
  /** '60 min'. */
  duration(item: CartEntry): string;
  /** 'with Anna de Vries', or 'Any available staff'. */
  staff(item: CartEntry): string;
  /** The item's price for the seats it takes (core's `cartLinePrice`, as the server charges it), or 'Free'. */
  price(item: CartEntry): string;
  /** Money, or 'Free' for 0. */
  money(minor: number, currency: string): string;
  /** 'For you and Grace Hopper', from the names of the people the item is for; `null` without them. */
  attendees(item: CartEntry): string | null;
}

/** Someone an item may be for, by the id items name in `attendees` (as the AttendeePicker chooses them). */
export type CartPerson = AttendeePickerPerson;

/** Builds the formatters for a locale tag, a time zone and a translator. */
export function createCartFormatters(
  tag: string,
  timeZone: string,
  t: (key: string, values?: Record<string, string | number>) => string,
  people: ReadonlyArray<CartPerson> = [],
): CartFormatters {
  const list = new Intl.ListFormat(tag, { type: 'conjunction' });
  const dateTime = dateTimeFormat(tag, { ...SHORT_DATE_TIME, timeZone, timeZoneName: 'short' });
  const money = (minor: number, currency: string) => (minor === 0 ? t('booking.free') : formatPrice(minor, currency, tag));
  return {
    when: (item) => {
      const start = new Date(item.start);
      if (Number.isNaN(start.getTime()))
        throw new RangeError(`Cart: item "${item.id}" starts at "${item.start}", not an ISO-8601 instant`);
      return dateTime.format(start);
    },
    duration: (item) => formatDurations([item.durationMinutes ?? item.service.durationMinutes], tag),
    staff: (item) => (item.staff ? t('booking.with', { name: item.staff.name }) : t('booking.anyStaff')),
    price: (item) => money(cartLinePrice(item), item.service.currency),
    money,
    attendees: (item) => {
      // In the order of \`people\` (the visitor first), whatever order they were chosen in.
      const named = people.filter((person) => item.attendees?.includes(person.id)).map((person) => person.name);
      return named.length === 0 ? null : t('cart.for', { names: list.format(named) });
    },
  };
}
