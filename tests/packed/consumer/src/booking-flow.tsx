import type { DetailsFormData, Slot } from '@booking-kit/core';
import { DetailsForm, ServicePicker, SlotPicker } from '@booking-kit/ui';
import { CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { SERVICES, slotDays } from './availability';

/** The zone the studio and the visitor are in. */
export const TIME_ZONE = 'Europe/Amsterdam';

/** What the visitor booked, shown once the details are sent. */
interface Booked {
  service: string;
  slot: Slot;
  details: DetailsFormData;
}

/** Service, then slot, then details: the booking flow a developer builds from the published packages. */
export function BookingFlow() {
  const [services, setServices] = useState<string[]>([]);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const service = SERVICES.find((candidate) => candidate.slug === services[0]);

  if (booked) {
    return (
      <p role="status">
        Booked {booked.service} at {booked.slot.start} for {booked.details.firstName} {booked.details.lastName} (
        {booked.details.email})
      </p>
    );
  }
  return (
    <>
      <ServicePicker services={SERVICES} value={services} onValueChange={setServices} />
      {service ? (
        <SlotPicker
          days={slotDays}
          today={new CalendarDate(2026, 3, 6)}
          timeZone={TIME_ZONE}
          value={slot}
          onValueChange={setSlot}
        />
      ) : null}
      {service && slot ? <DetailsForm onSubmit={(details) => setBooked({ service: service.name, slot, details })} /> : null}
    </>
  );
}
