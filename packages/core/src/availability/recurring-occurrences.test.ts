import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DST_ZONES } from '../test/dst-zones';
import { instantToWall, wallToInstants } from '../time/zone-offset';
import { checkRecurringAvailability, checkSeriesRule, findAlternatives, findRecurringOccurrences } from './recurring-occurrences';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('findRecurringOccurrences', () => {
  it('keeps 09:00 in Amsterdam across the spring change, moving the UTC instant', () => {
    const occurrences = findRecurringOccurrences({
      start: '2026-03-16T08:00:00Z',
      timeZone: 'Europe/Amsterdam',
      everyWeeks: 1,
      count: 3,
    });
    expect(occurrences.map((occurrence) => iso(occurrence.start))).toEqual([
      '2026-03-16T08:00:00.000Z',
      '2026-03-23T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
    expect(occurrences.map((occurrence) => occurrence.date)).toEqual(['2026-03-16', '2026-03-23', '2026-03-30']);
  });

  it('steps every N weeks', () => {
    const occurrences = findRecurringOccurrences({ start: '2026-01-05T14:00:00Z', timeZone: 'UTC', everyWeeks: 3, count: 3 });
    expect(occurrences.map((occurrence) => occurrence.date)).toEqual(['2026-01-05', '2026-01-26', '2026-02-16']);
  });

  it('marks an occurrence whose wall time the zone skips as nonexistent', () => {
    // Sunday 02:30 in Amsterdam: 29 March 2026 has no 02:30.
    const occurrences = findRecurringOccurrences({
      start: '2026-03-22T01:30:00Z',
      timeZone: 'Europe/Amsterdam',
      everyWeeks: 1,
      count: 3,
    });
    expect(occurrences[1]).toEqual({ index: 1, date: '2026-03-29', start: null, unavailable: 'nonexistent' });
    expect(iso(occurrences[2]?.start ?? null)).toBe('2026-04-05T00:30:00.000Z');
  });

  it('takes the first occurrence’s reading of a repeated hour', () => {
    // 01:30 New York on 1 November 2026 happens twice; a series started in EST keeps EST.
    const fromWinter = findRecurringOccurrences({
      start: '2026-11-08T06:30:00Z',
      timeZone: 'America/New_York',
      everyWeeks: 1,
      count: 1,
    });
    expect(iso(fromWinter[0]?.start ?? null)).toBe('2026-11-08T06:30:00.000Z');
    const fromSummer = findRecurringOccurrences({
      start: '2026-10-25T05:30:00Z',
      timeZone: 'America/New_York',
      everyWeeks: 1,
      count: 2,
    });
    expect(iso(fromSummer[1]?.start ?? null)).toBe('2026-11-01T05:30:00.000Z');
  });

  it('refuses a rhythm or count out of range', () => {
    const base = { start: '2026-01-05T14:00:00Z', timeZone: 'UTC' };
    expect(() => findRecurringOccurrences({ ...base, everyWeeks: 0, count: 2 })).toThrow(RangeError);
    expect(() => findRecurringOccurrences({ ...base, everyWeeks: 13, count: 2 })).toThrow(RangeError);
    expect(() => findRecurringOccurrences({ ...base, everyWeeks: 1, count: 53 })).toThrow(RangeError);
  });
});

describe('checkRecurringAvailability', () => {
  const occurrences = findRecurringOccurrences({
    start: '2026-03-22T01:30:00Z',
    timeZone: 'Europe/Amsterdam',
    everyWeeks: 1,
    count: 3,
  });

  it('marks each occurrence from a set of offered starts', () => {
    const offered = new Set([Date.parse('2026-03-22T01:30:00Z')]);
    expect(
      checkRecurringAvailability(occurrences, offered).map(({ available, unavailable }) => ({ available, unavailable })),
    ).toEqual([
      { available: true, unavailable: undefined },
      { available: false, unavailable: 'nonexistent' },
      { available: false, unavailable: 'notOffered' },
    ]);
  });

  it('accepts a test instead of a set', () => {
    const checked = checkRecurringAvailability(occurrences, () => true);
    expect(checked.map((occurrence) => occurrence.available)).toEqual([true, false, true]);
  });
});

describe('checkSeriesRule', () => {
  const rule = { everyWeeks: [1, 2], minCount: 2, maxCount: 6 };

  it('allows a rhythm the service offers and a count from minCount to maxCount', () => {
    expect(checkSeriesRule(rule, { everyWeeks: 2, count: 2 })).toEqual([]);
    expect(checkSeriesRule(rule, { everyWeeks: 1, count: 6 })).toEqual([]);
  });

  it('names what it refuses: the rhythm, the count, or any series of a service without a rule', () => {
    expect(checkSeriesRule(rule, { everyWeeks: 3, count: 4 })).toEqual(['everyWeeks']);
    expect(checkSeriesRule(rule, { everyWeeks: 1, count: 1 })).toEqual(['count']);
    expect(checkSeriesRule(rule, { everyWeeks: 4, count: 7 })).toEqual(['everyWeeks', 'count']);
    expect(checkSeriesRule(undefined, { everyWeeks: 1, count: 2 })).toEqual(['notRecurring']);
    expect(checkSeriesRule(null, { everyWeeks: 1, count: 2 })).toEqual(['notRecurring']);
  });
});

describe('findAlternatives', () => {
  const at = (iso: string) => Date.parse(iso);
  /** Tuesdays at 10:00 in Amsterdam from 10 March 2026: 09:00Z, then 08:00Z after 29 March. */
  const series = { start: '2026-03-10T09:00:00Z', timeZone: 'Europe/Amsterdam', everyWeeks: 1 };
  const checked = (free: readonly string[], count = 3) =>
    checkRecurringAvailability(findRecurringOccurrences({ ...series, count }), new Set(free.map(at)));
  const alternatives = (free: readonly string[], count = 3) =>
    findAlternatives(series, checked(free, count), free.map(at)).map((starts) => starts.map(iso));

  it('offers none for an available occurrence, and none when nothing near is free', () => {
    const free = ['2026-03-10T09:00:00Z', '2026-03-17T09:00:00Z', '2026-03-24T09:00:00Z'];
    expect(alternatives(free)).toEqual([[], [], []]);
    // 17 March is taken and the nearest free start is four days away.
    expect(alternatives(['2026-03-10T09:00:00Z', '2026-03-21T09:00:00Z', '2026-03-24T09:00:00Z'])).toEqual([[], [], []]);
  });

  it('ranks the same day first, nearest the wanted time, earlier first on a tie; three at most', () => {
    const free = [
      '2026-03-10T09:00:00Z',
      '2026-03-16T09:00:00Z', // Monday at 10:00, a day away
      '2026-03-17T07:00:00Z', // 08:00, two hours early
      '2026-03-17T08:00:00Z', // 09:00, an hour early
      '2026-03-17T10:00:00Z', // 11:00, an hour late
      '2026-03-17T14:00:00Z', // 15:00
      '2026-03-24T09:00:00Z',
    ];
    expect(alternatives(free)[1]).toEqual(['2026-03-17T08:00:00.000Z', '2026-03-17T10:00:00.000Z', '2026-03-17T07:00:00.000Z']);
  });

  it('then the nearest days within three, nearest the wanted clock time across a daylight-saving change', () => {
    // 31 March is after the change: 10:00 is 08:00Z. Its neighbours: Monday 30 March at 10:00
    // (08:00Z), Wednesday 1 April at 09:00 (07:00Z), and Saturday 28 March (before the change) at 10:00 (09:00Z).
    const free = [
      '2026-03-10T09:00:00Z',
      '2026-03-17T09:00:00Z',
      '2026-03-28T09:00:00Z',
      '2026-03-30T08:00:00Z',
      '2026-04-01T07:00:00Z',
      '2026-04-04T08:00:00Z', // four days away: never
    ];
    expect(alternatives(free, 4)[3]).toEqual([
      '2026-03-30T08:00:00.000Z',
      '2026-04-01T07:00:00.000Z',
      '2026-03-28T09:00:00.000Z',
    ]);
  });

  it('looks around the clock time of an occurrence that does not exist, and keeps to the booking window', () => {
    // Sundays at 02:30 in Amsterdam: 29 March has no 02:30.
    const gap = { start: '2026-03-22T01:30:00Z', timeZone: 'Europe/Amsterdam', everyWeeks: 1 };
    const occurrences = checkRecurringAvailability(findRecurringOccurrences({ ...gap, count: 2 }), () => true);
    const free = ['2026-03-29T01:00:00Z', '2026-03-29T03:00:00Z', '2026-03-28T01:30:00Z'].map(at);
    // On the 29th 03:00 (01:00Z) is half an hour from 02:30 and 05:00 (03:00Z) two and a half
    // hours; 02:30 the day before comes after both.
    expect(findAlternatives(gap, occurrences, free)[1]?.map(iso)).toEqual([
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T03:00:00.000Z',
      '2026-03-28T01:30:00.000Z',
    ]);
    const window = { earliest: at('2026-03-29T02:00:00Z'), latest: at('2026-12-31T00:00:00Z') };
    expect(findAlternatives(gap, occurrences, free, { window })[1]?.map(iso)).toEqual(['2026-03-29T03:00:00.000Z']);
  });

  it('takes fewer or more days and alternatives when asked', () => {
    const free = ['2026-03-10T09:00:00Z', '2026-03-16T09:00:00Z', '2026-03-19T09:00:00Z', '2026-03-24T09:00:00Z'];
    const occurrences = checked(free);
    expect(findAlternatives(series, occurrences, free.map(at), { days: 1 })[1]?.map(iso)).toEqual(['2026-03-16T09:00:00.000Z']);
    expect(findAlternatives(series, occurrences, free.map(at), { max: 1 })[1]?.map(iso)).toEqual(['2026-03-16T09:00:00.000Z']);
  });
});

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
console.info(`[findRecurringOccurrences properties] fast-check seed ${seed}`);

describe('findRecurringOccurrences properties (2020–2040, six DST zones)', () => {
  it('starts every occurrence at the first one’s local wall time, or marks it nonexistent', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DST_ZONES),
        // Whole quarter hours from 2020 to 2040, so that starts land on and around transitions.
        fc
          .integer({ min: Date.UTC(2020, 0, 1) / 900_000, max: Date.UTC(2040, 0, 1) / 900_000 })
          .map((quarter) => quarter * 900_000),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 52 }),
        (timeZone, start, everyWeeks, count) => {
          const occurrences = findRecurringOccurrences({ start, timeZone, everyWeeks, count });
          expect(occurrences).toHaveLength(count);
          const firstWall = instantToWall(timeZone, start);
          expect(occurrences[0]?.start).toBe(start);
          let previous = Number.NEGATIVE_INFINITY;
          for (const occurrence of occurrences) {
            const wall = firstWall + occurrence.index * everyWeeks * 7 * 86_400_000;
            expect(occurrence.date).toBe(new Date(wall).toISOString().slice(0, 10));
            if (occurrence.start === null) {
              expect(occurrence.unavailable).toBe('nonexistent');
              expect(wallToInstants(timeZone, wall)).toEqual([]);
            } else {
              expect(instantToWall(timeZone, occurrence.start)).toBe(wall);
              expect(occurrence.start).toBeGreaterThan(previous);
              previous = occurrence.start;
            }
          }
        },
      ),
      { numRuns: 1000, seed },
    );
  });
});
