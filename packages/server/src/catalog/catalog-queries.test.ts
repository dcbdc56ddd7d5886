import { describe, expect, it } from 'vitest';
import { keepReadCachesCoherent, SLOTS_CHANGED_CHANNEL } from '../db/read-cache-coherence';
import { demoService } from '../test/domain-fixture';
import { useFileDatabase } from '../test/file-database';
import { CatalogCache } from './catalog-cache';
import { atLength, findService, findServiceWithStaff } from './catalog-queries';
import { translatedText } from './translations';

/**
 * The catalog as the booking rules read it: a service by slug (`findService`, with and without
 * the `CatalogCache` that the slot, hold and booking routes read through), its texts in a locale (`translatedText`),
 * and its lengths (`atLength`). The demo's services are translated into every locale but `en`, the
 * business's default.
 */

const db = useFileDatabase();

const INTRO_NAME = 'Intro call';
const INTRO_DESCRIPTION = 'A free 15-minute video call to find the right treatment or class for you.';

describe('findService', () => {
  it('reads a service’s rules, with its staff and rooms in the business’s order', async () => {
    const massage = await findService(db, 'massage-60');
    expect(massage).toMatchObject({
      slug: 'massage-60',
      name: 'Massage (60 min)',
      durationMinutes: 60,
      priceMinor: 8000,
      currency: 'EUR',
      payment: 'deposit-or-full',
      depositPercent: 25,
      seats: 1,
      minimumNoticeMinutes: 120,
      bookingHorizonDays: 90,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 15,
      cancellationCutoffMinutes: 1440,
      rescheduleCutoffMinutes: 1440,
      recurring: { everyWeeks: [1, 2], minCount: 2, maxCount: 6 },
      staff: ['anna-de-vries', 'bruno-costa'],
      resources: ['treatment-room-1', 'treatment-room-2'],
    });
    expect(massage?.id).toEqual(expect.any(Number));
  });

  it('leaves out the rules a service does not have', async () => {
    const intro = await findService(db, 'intro-call');
    for (const rule of [
      'resources',
      'depositPercent',
      'maxSeatsPerBooking',
      'maxBookingsPerDay',
      'durations',
      'cancellationCutoffMinutes',
      'recurring',
    ]) {
      expect(intro, rule).not.toHaveProperty(rule);
    }
    expect(intro).toMatchObject({
      seats: 1,
      payment: 'none',
      priceMinor: 0,
      staff: ['anna-de-vries', 'bruno-costa', 'chloe-martin'],
    });
  });

  it('gives the name and description in the locale asked for', async () => {
    expect(await findService(db, 'intro-call', 'de')).toMatchObject({
      name: 'Kennenlerngespräch',
      description:
        'Ein kostenloses 15-minütiges Videogespräch, um die passende Behandlung oder den passenden Kurs für Sie zu finden.',
    });
  });

  it('gives the default text in a locale without a translation, or with no locale', async () => {
    for (const locale of ['en', undefined] as const) {
      expect(await findService(db, 'intro-call', locale), locale).toMatchObject({
        name: INTRO_NAME,
        description: INTRO_DESCRIPTION,
      });
    }
  });

  it('is undefined for an unknown slug', async () => {
    expect(await findService(db, 'no-such-service')).toBeUndefined();
    expect(await findService(db, 'no-such-service', 'de', new CatalogCache())).toBeUndefined();
  });
});

describe('findService with a CatalogCache', () => {
  it('answers as the database does, each locale apart', async () => {
    const cache = new CatalogCache();
    for (const locale of ['de', 'fr', undefined] as const) {
      expect(await findService(db, 'massage-60', locale, cache), locale).toEqual(await findService(db, 'massage-60', locale));
    }
    expect((await findService(db, 'intro-call', 'fr', cache))?.name).toBe('Appel découverte');
    expect((await findService(db, 'intro-call', 'de', cache))?.name).toBe('Kennenlerngespräch');
  });

  it('keeps its answer until told the database changed', async () => {
    const cache = new CatalogCache();
    const cached = await findService(db, 'massage-60', undefined, cache);
    await db.query("UPDATE services SET price_minor = 9000 WHERE slug = 'massage-60'");
    try {
      expect(await findService(db, 'massage-60', undefined, cache)).toBe(cached);
      // Read without the cache: the price in force.
      expect((await findService(db, 'massage-60'))?.priceMinor).toBe(9000);
      cache.clear();
      expect((await findService(db, 'massage-60', undefined, cache))?.priceMinor).toBe(9000);
    } finally {
      await db.query("UPDATE services SET price_minor = 8000 WHERE slug = 'massage-60'");
    }
  });

  it('keeps its answers through bookings, and forgets them when the catalog changes, as the database tells it', async () => {
    const cache = new CatalogCache();
    const heard: string[] = [];
    const stopCoherence = keepReadCachesCoherent(db, [cache]);
    const stopListening = db.listen(SLOTS_CHANGED_CHANNEL, { notify: (table) => heard.push(table), heard: () => undefined });
    try {
      await expect.poll(() => cache.status).toBe('listening');
      const cached = await findService(db, 'massage-60', undefined, cache);
      // What a booking, a hold or a cancellation writes (a statement's trigger fires even for no row).
      await db.query('UPDATE bookings SET seats = seats WHERE false');
      await db.query('UPDATE booking_guests SET name = name WHERE false');
      await expect.poll(() => heard).toEqual(['bookings', 'booking_guests']);
      expect(await findService(db, 'massage-60', undefined, cache)).toBe(cached);
      // A change to the catalog: every process's copy goes.
      await db.query("UPDATE services SET price_minor = 9000 WHERE slug = 'massage-60'");
      await expect.poll(async () => (await findService(db, 'massage-60', undefined, cache))?.priceMinor).toBe(9000);
    } finally {
      stopListening();
      stopCoherence();
      await db.query("UPDATE services SET price_minor = 8000 WHERE slug = 'massage-60'");
    }
  });

  it('gives a write the rules in force: kept while the catalog’s version stays, read again at once when it moves', async () => {
    const cache = new CatalogCache();
    const first = await findServiceWithStaff(db, 'massage-60', undefined, cache);
    expect(first).toEqual(await findServiceWithStaff(db, 'massage-60'));
    expect(await findServiceWithStaff(db, 'massage-60', undefined, cache)).toBe(first);
    // A booking leaves the catalog's version where it was.
    await db.query('UPDATE bookings SET seats = seats WHERE false');
    expect(await findServiceWithStaff(db, 'massage-60', undefined, cache)).toBe(first);
    // A change to the catalog, through any connection: the very next read has it, no notification awaited.
    await db.query("UPDATE services SET price_minor = 9000 WHERE slug = 'massage-60'");
    try {
      expect((await findServiceWithStaff(db, 'massage-60', undefined, cache))?.service.priceMinor).toBe(9000);
    } finally {
      await db.query("UPDATE services SET price_minor = 8000 WHERE slug = 'massage-60'");
    }
    expect((await findServiceWithStaff(db, 'massage-60', undefined, cache))?.service.priceMinor).toBe(8000);
  });

  it('gives a write the rules in force as the API keeps them: on the embedded database from the changes it heard, with no version read', async () => {
    // As createBookingApi makes it: PGlite hands each commit's notification over as the commit returns.
    const cache = new CatalogCache({ soleWriter: db.kind === 'pglite' });
    const stopCoherence = keepReadCachesCoherent(db, [cache]);
    try {
      await expect.poll(() => cache.status).toBe('listening');
      const first = await findServiceWithStaff(db, 'massage-60', undefined, cache);
      await db.query('UPDATE bookings SET seats = seats WHERE false');
      expect(await findServiceWithStaff(db, 'massage-60', undefined, cache)).toBe(first);
      await db.query("UPDATE services SET price_minor = 9000 WHERE slug = 'massage-60'");
      // The very next write has it, on either database, without waiting for anything.
      expect((await findServiceWithStaff(db, 'massage-60', undefined, cache))?.service.priceMinor).toBe(9000);
    } finally {
      stopCoherence();
      await db.query("UPDATE services SET price_minor = 8000 WHERE slug = 'massage-60'");
    }
  });

  it('hands out frozen answers, so that no request can change one for the others', async () => {
    const cache = new CatalogCache();
    const massage = await findService(db, 'massage-60', undefined, cache);
    expect(Object.isFrozen(massage)).toBe(true);
    expect(Object.isFrozen(massage?.staff)).toBe(true);
    expect(() => {
      (massage as { priceMinor: number }).priceMinor = 0;
    }).toThrow(TypeError);
    expect((await findService(db, 'massage-60', undefined, cache))?.priceMinor).toBe(8000);
  });
});

describe('atLength', () => {
  it('books a service at one of its lengths, its default when none is asked for, and at no other', async () => {
    // A coaching session of 30 or 60 minutes (the demo's services have one length each), frozen as the cache hands it out.
    const coaching = Object.freeze({ ...(await demoService(db, 'intro-call')), durationMinutes: 30, durations: [30, 60] });
    expect(atLength(coaching, 60)).toEqual({ ...coaching, durationMinutes: 60 });
    expect(atLength(coaching, undefined)).toEqual(coaching);
    expect(atLength(coaching, 45)).toBeUndefined();
    expect(coaching.durationMinutes).toBe(30);
  });

  it('books a service with one length at that length only', async () => {
    const intro = await demoService(db, 'intro-call');
    expect(atLength(intro, undefined)).toEqual(intro);
    expect(atLength(intro, 15)).toEqual(intro);
    expect(atLength(intro, 30)).toBeUndefined();
  });
});

describe('translatedText', () => {
  const translations = { de: { name: 'Erstgespräch', description: '' }, fr: { name: 42 } };

  it('gives the translation in the locale asked for', () => {
    expect(translatedText(translations, 'de', 'name', INTRO_NAME)).toBe('Erstgespräch');
  });

  it('gives the default text without a locale, or without a translation of that field in it', () => {
    expect(translatedText(translations, undefined, 'name', INTRO_NAME)).toBe(INTRO_NAME);
    expect(translatedText(translations, 'nl', 'name', INTRO_NAME)).toBe(INTRO_NAME);
    expect(translatedText(translations, 'de', 'title', INTRO_NAME)).toBe(INTRO_NAME);
  });

  it('gives the default text for an empty translation, or one that is not text', () => {
    expect(translatedText(translations, 'de', 'description', INTRO_DESCRIPTION)).toBe(INTRO_DESCRIPTION);
    expect(translatedText(translations, 'fr', 'name', INTRO_NAME)).toBe(INTRO_NAME);
  });

  it('gives the default text for an entry with no translations at all', () => {
    expect(translatedText(null, 'de', 'name', INTRO_NAME)).toBe(INTRO_NAME);
    expect(translatedText(undefined, 'de', 'name', INTRO_NAME)).toBe(INTRO_NAME);
  });
});
