import type { SlotDay } from '@booking-kit/core';

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
