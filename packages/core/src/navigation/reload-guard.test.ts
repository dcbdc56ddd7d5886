import { describe, expect, it } from 'vitest';
import { claimReload, RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from './reload-guard';

/** A session storage of one tab. */
function store(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('claimReload', () => {
  it('reloads once, then not again within 10 000 ms, then again after', () => {
    const tab = store();
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(claimReload(tab, 1_000_000)).toBe(true);
    expect(tab.getItem(RELOAD_GUARD_KEY)).toBe('1000000');
    expect(claimReload(tab, 1_000_000 + 9_999)).toBe(false);
    expect(claimReload(tab, 1_000_000 + 10_000)).toBe(true);
  });

  it('takes a guard of another length, and ignores what it cannot read or a time in the future', () => {
    expect(claimReload(store(), 5_000, 2_000)).toBe(true);
    expect(claimReload(store({ [RELOAD_GUARD_KEY]: 'not a time' }), 5_000)).toBe(true);
    // A clock set back must not hold reloads back for ever.
    expect(claimReload(store({ [RELOAD_GUARD_KEY]: '9000000' }), 5_000)).toBe(true);
  });
});
