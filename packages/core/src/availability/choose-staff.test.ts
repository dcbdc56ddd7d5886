import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseStaff } from './choose-staff';

describe('chooseStaff', () => {
  it('picks the staff member with the fewest bookings', () => {
    expect(chooseStaff(['anna', 'bruno', 'chen'], { anna: 3, bruno: 1, chen: 2 })).toBe('bruno');
  });

  it('counts a staff member without a load as having none', () => {
    expect(chooseStaff(['anna', 'bruno'], { anna: 1 })).toBe('bruno');
  });

  it('takes turns among those tied, after the last one assigned, wrapping around', () => {
    const loads = { anna: 2, bruno: 2, chen: 2, dara: 5 };
    expect(chooseStaff(['chen', 'anna', 'bruno', 'dara'], loads)).toBe('anna');
    expect(chooseStaff(['chen', 'anna', 'bruno', 'dara'], loads, 'anna')).toBe('bruno');
    expect(chooseStaff(['chen', 'anna', 'bruno', 'dara'], loads, 'chen')).toBe('anna');
    // The last one assigned need not be a candidate any more.
    expect(chooseStaff(['anna', 'chen'], loads, 'bruno')).toBe('chen');
  });

  it('refuses an empty candidate list', () => {
    expect(() => chooseStaff([], {})).toThrow(RangeError);
  });
});

const slug = fc.constantFrom('anna', 'bruno', 'chen', 'dara', 'eli', 'fay');
const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
console.info(`[chooseStaff properties] fast-check seed ${seed}`);

describe('chooseStaff properties', () => {
  it('always returns a candidate with the least load, the same one for the same input', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(slug, { minLength: 1 }),
        fc.dictionary(slug, fc.integer({ min: 0, max: 5 })),
        fc.option(slug, { nil: undefined }),
        (candidates, loads, lastAssigned) => {
          const chosen = chooseStaff(candidates, loads, lastAssigned);
          expect(candidates).toContain(chosen);
          const least = Math.min(...candidates.map((candidate) => loads[candidate] ?? 0));
          expect(loads[chosen] ?? 0).toBe(least);
          expect(chooseStaff([...candidates].reverse(), loads, lastAssigned)).toBe(chosen);
        },
      ),
      { numRuns: 1000, seed },
    );
  });

  it('gives every tied candidate a turn before anyone gets a second one', () => {
    fc.assert(
      fc.property(fc.uniqueArray(slug, { minLength: 1 }), (candidates) => {
        const turns: string[] = [];
        let last: string | undefined;
        for (let round = 0; round < candidates.length; round++) {
          last = chooseStaff(candidates, {}, last);
          turns.push(last);
        }
        expect(new Set(turns).size).toBe(candidates.length);
      }),
      { numRuns: 200, seed },
    );
  });
});
