import { createTranslator, loadMessages } from '@booking-kit/core';
import { LocaleProvider } from '@booking-kit/react';
import { act, lazy, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test/render';
import { LazyPart } from './lazy-part';

/** Renders in English (the loading state speaks the catalog's 'Loading…' by default). */
async function renderInEnglish(element: ReactNode): Promise<HTMLElement> {
  const messages = await loadMessages('en');
  return render(
    <LocaleProvider translator={createTranslator('en', messages)} timeZone="Europe/Amsterdam">
      {element}
    </LocaleProvider>,
  );
}

/** A lazily loaded part whose code arrives when the test says so. */
function slowPart() {
  let arrive!: () => void;
  const Part = lazy(
    () =>
      new Promise<{ default: () => ReactNode }>((resolve) => {
        arrive = () => resolve({ default: () => <p>The part</p> });
      }),
  );
  return { Part, arrive: () => arrive() };
}

describe('LazyPart', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing for the spec’s 200 ms, then its loading state, then the part', async () => {
    const { Part, arrive } = slowPart();
    const container = await renderInEnglish(
      <LazyPart label="Loading the time zones…">
        <Part />
      </LazyPart>,
    );
    const status = () => container.querySelector('[data-scope="loading-state"] [role="status"]');
    act(() => vi.advanceTimersByTime(199));
    expect(container.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(status()?.textContent).toBe('Loading the time zones…');
    expect(container.querySelector('[data-part="shapes"]')?.getAttribute('aria-hidden')).toBe('true');
    await act(async () => arrive());
    expect(container.textContent).toBe('The part');
  });

  it('never shows a loading state for a part that arrives within 200 ms', async () => {
    const { Part, arrive } = slowPart();
    const container = await renderInEnglish(
      <LazyPart>
        <Part />
      </LazyPart>,
    );
    act(() => vi.advanceTimersByTime(150));
    await act(async () => arrive());
    act(() => vi.advanceTimersByTime(500));
    expect(container.querySelector('[data-scope="loading-state"]')).toBeNull();
    expect(container.textContent).toBe('The part');
  });
});
