import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/create-translator';
import { loadMessages } from '../i18n/load-catalogs';
import { bookingCalendarEvent } from './booking-calendar-event';

const booking = {
  id: 'b1',
  service: { name: 'Massage' },
  staff: { name: 'Anna de Vries' },
  start: '2026-03-03T08:00:00.000Z',
  end: '2026-03-03T09:00:00.000Z',
  createdAt: '2026-03-02T08:00:00.000Z',
};

describe('bookingCalendarEvent', () => {
  it('names the service and the staff member, links the booking page and gives the phone, in the visitor’s language', async () => {
    const { t } = createTranslator('en', await loadMessages('en'));
    expect(
      bookingCalendarEvent(booking, { t, officePhone: '+31 20 123 4567', url: 'https://book.example/widget/booking/b1' }),
    ).toEqual({
      uid: 'b1@booking-kit',
      title: 'Massage · with Anna de Vries',
      start: '2026-03-03T08:00:00.000Z',
      end: '2026-03-03T09:00:00.000Z',
      createdAt: '2026-03-02T08:00:00.000Z',
      description: 'Questions? Call us at +31 20 123 4567',
      url: 'https://book.example/widget/booking/b1',
    });
    const german = createTranslator('de', await loadMessages('de'));
    expect(bookingCalendarEvent(booking, { t: german.t }).title).toBe(
      `Massage · ${german.t('booking.with', { name: 'Anna de Vries' })}`,
    );
  });

  it('has no description without a phone and no link without a page', async () => {
    const { t } = createTranslator('en', await loadMessages('en'));
    const event = bookingCalendarEvent(booking, { t, officePhone: '' });
    expect(event).not.toHaveProperty('description');
    expect(event).not.toHaveProperty('url');
  });
});
