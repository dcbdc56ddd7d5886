import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '../../../react/src/test/render-hook';
import { useMediaQuery } from './use-media-query';

/** A controllable stand-in for `window.matchMedia`: one list per query, `set` fires `change`. */
function fakeMatchMedia(initial: Record<string, boolean>) {
  const state = { ...initial };
  const listeners = new Map<string, Set<() => void>>();
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return state[query] ?? false;
    },
    media: query,
    addEventListener: (_type: 'change', listener: () => void) => {
      listeners.set(query, (listeners.get(query) ?? new Set()).add(listener));
    },
    removeEventListener: (_type: 'change', listener: () => void) => {
      listeners.get(query)?.delete(listener);
    },
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    set(query: string, matches: boolean) {
      state[query] = matches;
      act(() => {
        for (const listener of listeners.get(query) ?? []) listener();
      });
    },
    listeners,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useMediaQuery', () => {
  it('answers with the query’s current match', () => {
    fakeMatchMedia({ '(max-width: 40rem)': true });
    const { result } = renderHook(({ query }: { query: string }) => useMediaQuery(query), { query: '(max-width: 40rem)' });
    expect(result.current).toBe(true);
  });

  it('follows changes: a phone turned to landscape is no longer narrow', () => {
    const media = fakeMatchMedia({ '(max-width: 40rem)': true });
    const { result } = renderHook(({ query }: { query: string }) => useMediaQuery(query), { query: '(max-width: 40rem)' });
    media.set('(max-width: 40rem)', false);
    expect(result.current).toBe(false);
    media.set('(max-width: 40rem)', true);
    expect(result.current).toBe(true);
  });

  it('listens to the new query when the query changes, and stops listening to the old one', () => {
    const media = fakeMatchMedia({ '(max-width: 40rem)': false, '(max-width: 60rem)': true });
    const { result, rerender } = renderHook(({ query }: { query: string }) => useMediaQuery(query), {
      query: '(max-width: 40rem)',
    });
    expect(result.current).toBe(false);
    rerender({ query: '(max-width: 60rem)' });
    expect(result.current).toBe(true);
    expect(media.listeners.get('(max-width: 40rem)')?.size ?? 0).toBe(0);
    expect(media.listeners.get('(max-width: 60rem)')?.size).toBe(1);
  });

  it('in the real browser, a query that always holds matches', () => {
    const { result } = renderHook(({ query }: { query: string }) => useMediaQuery(query), { query: 'all' });
    expect(result.current).toBe(true);
  });
});
