import { describe, expect, it } from 'vitest';
import { formatDurations } from './format-durations';
import { groupServicesByCategory } from './group-services';
import { servicePerformers } from './service-performers';

describe('formatDurations', () => {
  it('writes one length with its unit', () => {
    expect(formatDurations([30], 'en-US')).toBe('30 min');
    expect(formatDurations([60], 'en-US', 'long')).toBe('60 minutes');
    expect(formatDurations([45], 'de-DE', 'long')).toBe('45 Minuten');
  });

  it('joins several lengths with the locale’s "or" and writes the unit once', () => {
    expect(formatDurations([30, 60], 'en-US')).toBe('30 or 60 min');
    expect(formatDurations([30, 60, 90], 'en-US')).toBe('30, 60, or 90 min');
    expect(formatDurations([30, 60], 'en-US', 'long')).toBe('30 or 60 minutes');
    expect(formatDurations([30, 60, 90], 'de-DE')).toBe('30, 60 oder 90 Min.');
    // French puts a no-break space between the number and the unit.
    expect(formatDurations([30, 60], 'fr-FR')).toBe('30 ou 60\u00a0min');
    expect(formatDurations([30, 60], 'pl-PL', 'long')).toBe('30 lub 60 minut');
  });

  it('keeps the locale’s digit grouping in every number', () => {
    expect(formatDurations([720, 1440], 'de-DE')).toBe('720 oder 1.440 Min.');
  });

  it('rejects an empty list', () => {
    expect(() => formatDurations([], 'en-US')).toThrow(RangeError);
  });
});

describe('groupServicesByCategory', () => {
  const massage = { slug: 'massage-60', name: 'Massage' };
  const facial = { slug: 'facial', name: 'Facial' };
  const intro = { slug: 'intro-call', name: 'Intro call' };

  it('answers one unnamed group without categories', () => {
    expect(groupServicesByCategory([massage, facial])).toEqual([{ name: null, services: [massage, facial] }]);
  });

  it('follows the menu’s order, by slug or by object, and drops what it cannot show', () => {
    expect(
      groupServicesByCategory(
        [massage, facial, intro],
        [
          { name: 'Face', services: ['facial'] },
          { name: 'Body', services: [{ slug: 'massage-60' }, 'unknown'] },
          { name: 'Gone', services: ['deleted-service'] },
        ],
      ),
    ).toEqual([
      { name: 'Face', services: [facial] },
      { name: 'Body', services: [massage] },
    ]);
  });
});

describe('servicePerformers', () => {
  const service = {
    staff: [
      { slug: 'ben', name: 'Ben' },
      { slug: 'anna', name: 'Anna' },
    ],
  } as Parameters<typeof servicePerformers>[0];
  it('lists everyone who performs a service without a provider, and lets the visitor choose', () => {
    expect(servicePerformers(service)).toEqual({
      performers: [
        { slug: 'ben', name: 'Ben' },
        { slug: 'anna', name: 'Anna' },
      ],
    });
  });
  it("keeps a team's order and only those who perform it", () => {
    const team = {
      kind: 'team',
      staff: [
        { slug: 'anna', name: 'Anna' },
        { slug: 'cleo', name: 'Cleo' },
        { slug: 'ben', name: 'Ben' },
      ],
    };
    expect(servicePerformers(service, team as never)).toEqual({
      performers: [
        { slug: 'anna', name: 'Anna' },
        { slug: 'ben', name: 'Ben' },
      ],
    });
  });
  it("books a person's page with that person", () => {
    const person = { kind: 'person', staff: [{ slug: 'anna', name: 'Anna' }] };
    expect(servicePerformers(service, person as never)).toEqual({
      performers: [{ slug: 'anna', name: 'Anna' }],
      fixedStaff: 'anna',
    });
  });
});
