import type { SlotDay } from '@booking-kit/core';
import type { ServicePickerService } from '@booking-kit/react';

/** The studio's services, as the booking API describes them. */
export const SERVICES: ServicePickerService[] = [
  {
    slug: 'massage',
    name: 'Massage',
    description: 'A relaxing full-body massage.',
    durationMinutes: 60,
    priceMinor: 6500,
    currency: 'EUR',
    location: 'in-person',
  },
  {
    slug: 'intro-call',
    name: 'Intro call',
    description: 'Get to know us.',
    durationMinutes: 15,
    priceMinor: 0,
    currency: 'EUR',
    location: 'online',
  },
];

/** A fixed week of March 2026 availability, as the booking API would send it (UTC instants). */
export const slotDays: SlotDay[] = [
  {
    date: '2026-03-09',
    slots: [
      { start: '2026-03-09T08:00:00.000Z', end: '2026-03-09T09:00:00.000Z', staff: ['anna'], seatsLeft: 1 },
      { start: '2026-03-09T13:00:00.000Z', end: '2026-03-09T14:00:00.000Z', staff: ['anna'], seatsLeft: 1 },
    ],
  },
  {
    date: '2026-03-10',
    slots: [{ start: '2026-03-10T09:00:00.000Z', end: '2026-03-10T10:00:00.000Z', staff: ['anna'], seatsLeft: 1 }],
  },
];
