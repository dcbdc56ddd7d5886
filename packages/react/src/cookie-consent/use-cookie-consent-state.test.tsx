import type { CookieConsentValue } from '@booking-kit/core';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '../test/render-hook';
import type { CookieCategory } from './cookie-consent-categories';
import type { CookieConsentStorage } from './cookie-consent-storage';
import { type CookieConsentStateOptions, useCookieConsentState } from './use-cookie-consent-state';

function memoryStorage(value: CookieConsentValue | null = null, categories: CookieCategory[] | null = null) {
  const storage = {
    value,
    categories,
    get: vi.fn(() => storage.value),
    getCategories: vi.fn(() => storage.categories),
    set: vi.fn((next: CookieConsentValue, allowed: ReadonlyArray<CookieCategory>) => {
      storage.value = next;
      storage.categories = [...allowed];
    }),
  };
  return storage satisfies CookieConsentStorage;
}

describe('useCookieConsentState', () => {
  it('opens the banner on a first visit, with no category allowed', () => {
    const storage = memoryStorage();
    const { result } = renderHook(useCookieConsentState, { storage } as CookieConsentStateOptions);
    expect(result.current.isReady).toBe(true);
    expect(result.current.isOpen).toBe(true);
    expect(result.current.value).toBeNull();
    expect(result.current.categories).toEqual([]);
  });

  it('with the choice known on the server (defaultOpen), the banner is open from the first render', () => {
    const seen: boolean[] = [];
    function Probe({ defaultOpen }: { defaultOpen?: boolean }) {
      const state = useCookieConsentState({ storage: memoryStorage(), ...(defaultOpen !== undefined && { defaultOpen }) });
      seen.push(state.isOpen);
      return null;
    }
    // The server's render: effects never run.
    renderToString(<Probe defaultOpen />);
    expect(seen).toEqual([true]);
    renderToString(<Probe defaultOpen={false} />);
    renderToString(<Probe />);
    expect(seen).toEqual([true, false, false]);
  });

  it('reads a partial choice back: essential plus the stored categories, banner closed', () => {
    const onCategoriesChange = vi.fn();
    const storage = memoryStorage('essential', ['analytics']);
    const { result } = renderHook(useCookieConsentState, { storage, onCategoriesChange } as CookieConsentStateOptions);
    expect(result.current.value).toBe('essential');
    expect(result.current.categories).toEqual(['analytics']);
    expect(result.current.isOpen).toBe(false);
    expect(onCategoriesChange).toHaveBeenCalledWith(['analytics']);
  });

  it('a storage without categories: essential allows none, all allows every one', () => {
    const { result } = renderHook(useCookieConsentState, {
      storage: { get: () => 'all', set: vi.fn() },
    } as CookieConsentStateOptions);
    expect(result.current.categories).toEqual(['preferences', 'analytics']);
    act(() => result.current.choose('essential'));
    expect(result.current.categories).toEqual([]);
  });

  it('saves the draft the way the banner saves its choices, and closes banner and preferences', () => {
    const storage = memoryStorage();
    const onValueChange = vi.fn();
    const { result } = renderHook(useCookieConsentState, { storage, onValueChange } as CookieConsentStateOptions);
    act(() => result.current.preferences.open());
    expect(result.current.preferences.isOpen).toBe(true);
    act(() => result.current.toggleDraft('preferences', true));
    expect(result.current.draft).toEqual(['preferences']);
    act(() => result.current.save(result.current.draft));
    expect(storage.set).toHaveBeenLastCalledWith('essential', ['preferences']);
    expect(onValueChange).toHaveBeenLastCalledWith('essential');
    expect(result.current.categories).toEqual(['preferences']);
    expect(result.current.isOpen).toBe(false);
    expect(result.current.preferences.isOpen).toBe(false);
  });

  it('saving every category is the choice "all"', () => {
    const storage = memoryStorage();
    const { result } = renderHook(useCookieConsentState, { storage } as CookieConsentStateOptions);
    act(() => result.current.save(['analytics', 'preferences']));
    expect(storage.set).toHaveBeenLastCalledWith('all', ['preferences', 'analytics']);
    expect(result.current.value).toBe('all');
  });

  it('reopening the preferences starts from what is remembered, not from unsaved switches', () => {
    const storage = memoryStorage('essential', ['analytics']);
    const { result } = renderHook(useCookieConsentState, { storage } as CookieConsentStateOptions);
    act(() => result.current.preferences.open());
    expect(result.current.draft).toEqual(['analytics']);
    act(() => result.current.toggleDraft('preferences', true));
    act(() => result.current.toggleDraft('analytics', false));
    expect(result.current.draft).toEqual(['preferences']);
    act(() => result.current.preferences.close());
    act(() => result.current.preferences.open());
    expect(result.current.draft).toEqual(['analytics']);
    expect(storage.set).not.toHaveBeenCalled();
  });

  it('keeps the choice for the page view when the storage throws (cookies blocked)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(useCookieConsentState, {
      storage: {
        get: () => null,
        set: () => {
          throw new Error('blocked');
        },
      },
    } as CookieConsentStateOptions);
    act(() => result.current.save(['analytics']));
    expect(result.current.categories).toEqual(['analytics']);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
