import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guestsSchema } from '../schemas/guests';
import { checkSeats, seatsNeeded } from './seats-needed';
import { validateGuests } from './validate-guests';

const ada = { name: 'Ada Lovelace', email: 'ada@example.com' };
const zoe = { name: 'Zoë O’Brien', email: 'zoe@example.com' };

describe('validateGuests', () => {
  it('accepts valid guests in any script, trimmed', () => {
    expect(validateGuests([ada, { name: ' 美咲 ', email: ' misaki@example.jp ' }])).toEqual({
      success: true,
      guests: [ada, { name: '美咲', email: 'misaki@example.jp' }],
    });
  });

  it('answers with the spec’s message keys per guest and field', () => {
    expect(
      validateGuests([
        { name: '', email: 'ada@example.com' },
        { name: '<script>', email: 'not-an-email' },
        { name: 'Bo', email: '' },
        { email: 'ADA@Example.com ' },
      ]),
    ).toEqual({
      success: false,
      guests: [
        { name: 'validation.guestNameRequired' },
        { name: 'validation.guestNameInvalid', email: 'validation.emailInvalid' },
        { email: 'validation.required' },
        { name: 'validation.guestNameRequired', email: 'validation.guestEmailUnique' },
      ],
    });
  });

  it('reports a guest count outside 1–100', () => {
    expect(validateGuests([])).toEqual({ success: false, count: 'validation.guestCountRange', guests: [] });
    const many = Array.from({ length: 101 }, (_, index) => ({ name: 'Guest', email: `guest${index}@example.com` }));
    expect(validateGuests(many)).toMatchObject({ success: false, count: 'validation.guestCountRange' });
    expect(validateGuests(many.slice(0, 100)).success).toBe(true);
    expect(validateGuests('nobody')).toMatchObject({ success: false, count: 'validation.guestCountRange' });
  });
});

describe('guestsSchema', () => {
  it('puts the uniqueness error on the repeated email', () => {
    const result = guestsSchema.safeParse([ada, zoe, { name: 'Ada Again', email: 'ADA@example.com' }]);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['2.email', 'validation.guestEmailUnique'],
    ]);
  });

  it('gives the count key for too few or too many guests', () => {
    expect(guestsSchema.safeParse([]).error?.issues[0]?.message).toBe('validation.guestCountRange');
  });
});

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
console.info(`[validateGuests properties] fast-check seed ${seed}`);

describe('validateGuests properties', () => {
  it('accepts a list exactly when it has 1–100 guests with unique, case-insensitive emails', () => {
    const local = fc.stringMatching(/^[a-z]{1,3}$/);
    const guest = fc.record({ name: fc.constantFrom('Ada', 'Bo', 'Łucja'), email: local.map((name) => `${name}@Example.com`) });
    fc.assert(
      fc.property(fc.array(guest, { maxLength: 110 }), fc.boolean(), (guests, shout) => {
        const listed = guests.map((entry, index) =>
          shout && index % 2 ? { ...entry, email: entry.email.toUpperCase() } : entry,
        );
        const unique = new Set(listed.map((entry) => entry.email.toLowerCase())).size === listed.length;
        const inRange = listed.length >= 1 && listed.length <= 100;
        expect(validateGuests(listed).success).toBe(unique && inRange);
        expect(guestsSchema.safeParse(listed).success).toBe(unique && inRange);
      }),
      { numRuns: 300, seed },
    );
  });
});

describe('seats', () => {
  it('counts the booker and each guest', () => {
    expect(seatsNeeded([])).toBe(1);
    expect(seatsNeeded([ada, zoe])).toBe(3);
  });

  it('checks the per-booking maximum before the seats left', () => {
    expect(checkSeats(5, { maxSeatsPerBooking: 4, seatsLeft: 2 })).toEqual({ code: 'SEAT_LIMIT', params: { count: 4 } });
    expect(checkSeats(3, { maxSeatsPerBooking: 4, seatsLeft: 2 })).toEqual({ code: 'SEATS_LEFT', params: { n: 2 } });
    expect(checkSeats(2, { seatsLeft: 2 })).toBeNull();
  });
});
