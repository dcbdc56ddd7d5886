import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInLocale } from '../test/render-in-locale';
import { type ErrorStateApi, type ErrorStateOptions, useErrorState } from './use-error-state';

/**
 * Renders the hook in English with its prop bags spread on real elements (the message must be in
 * the page for focus to land on it), and returns its latest API and those elements.
 */
async function renderErrorState(options: ErrorStateOptions = {}) {
  const result = { current: undefined as unknown as ErrorStateApi };
  function Probe(props: ErrorStateOptions) {
    const api = useErrorState(props);
    result.current = api;
    return (
      <div {...api.rootProps}>
        <p {...api.messageProps}>The times could not be loaded.</p>
        {api.canRetry && <button {...api.retryProps}>{api.retryLabel}</button>}
      </div>
    );
  }
  const { container, rerender } = await renderInLocale(<Probe {...options} />);
  return {
    result,
    root: () => container.querySelector<HTMLElement>('[data-part="root"]'),
    message: () => container.querySelector<HTMLElement>('[data-part="message"]'),
    retry: () => container.querySelector<HTMLButtonElement>('[data-part="retry"]'),
    rerender: (next: ErrorStateOptions) => rerender(<Probe {...next} />),
    unmount: () => rerender(null),
  };
}

/** A promise with its resolve and reject at hand, as a retry that is still loading. */
function pending() {
  let resolve: () => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

/** Settles the retry, then lets its callbacks run (a task later) and React render their updates. */
const settle = (finish: () => void) =>
  act(async () => {
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const click = (button: HTMLButtonElement | null) => act(() => button?.click());

describe('useErrorState', () => {
  it('is an alert without a retry button when there is no onRetry', async () => {
    const { result, message, retry } = await renderErrorState();
    expect(result.current.canRetry).toBe(false);
    expect(result.current.isRetrying).toBe(false);
    expect(result.current.rootProps['data-state']).toBe('idle');
    expect(message()?.getAttribute('role')).toBe('alert');
    expect(message()?.hasAttribute('tabindex')).toBe(false);
    expect(retry()).toBeNull();
  });

  it('offers "Try again", described by the message, when there is onRetry', async () => {
    const { result, message, retry } = await renderErrorState({ onRetry: vi.fn() });
    expect(result.current.canRetry).toBe(true);
    expect(result.current.retryLabel).toBe('Try again');
    expect(retry()?.type).toBe('button');
    expect(retry()?.getAttribute('aria-describedby')).toBe(message()?.id);
    expect(message()?.id).toBeTruthy();
  });

  it('takes its own retry label', async () => {
    const { result } = await renderErrorState({ onRetry: vi.fn(), retryLabel: 'Load the times again' });
    expect(result.current.retryLabel).toBe('Load the times again');
  });

  it('gives each error state its own message id', async () => {
    const first = await renderErrorState({ onRetry: vi.fn() });
    const second = await renderErrorState({ onRetry: vi.fn() });
    expect(first.message()?.id).not.toBe(second.message()?.id);
    expect(second.retry()?.getAttribute('aria-describedby')).toBe(second.message()?.id);
  });

  it('retries at once and never busy when onRetry returns nothing', async () => {
    const onRetry = vi.fn();
    const { result, retry } = await renderErrorState({ onRetry });
    click(retry());
    click(retry());
    expect(onRetry).toHaveBeenCalledTimes(2);
    expect(result.current.isRetrying).toBe(false);
    expect(retry()?.hasAttribute('aria-busy')).toBe(false);
  });

  it('stays busy while the retry promise runs, ignores presses meanwhile and stays focusable', async () => {
    const load = pending();
    const onRetry = vi.fn(() => load.promise);
    const { result, root, retry } = await renderErrorState({ onRetry });
    retry()?.focus();
    click(retry());
    expect(result.current.isRetrying).toBe(true);
    expect(root()?.dataset.state).toBe('retrying');
    expect(retry()?.dataset.state).toBe('retrying');
    expect(retry()?.getAttribute('aria-busy')).toBe('true');
    expect(retry()?.getAttribute('aria-disabled')).toBe('true');
    expect(retry()?.disabled).toBe(false);
    expect(document.activeElement).toBe(retry());
    click(retry());
    expect(onRetry).toHaveBeenCalledTimes(1);
    await settle(load.resolve);
    expect(result.current.isRetrying).toBe(false);
    expect(root()?.dataset.state).toBe('idle');
    expect(retry()?.hasAttribute('aria-busy')).toBe(false);
    expect(retry()?.hasAttribute('aria-disabled')).toBe(false);
    // A second retry (its promise already settled) may run again, and ends busy again.
    await settle(() => retry()?.click());
    expect(onRetry).toHaveBeenCalledTimes(2);
    expect(result.current.isRetrying).toBe(false);
  });

  it('ends the busy state when the retry fails too', async () => {
    const load = pending();
    const { result, retry } = await renderErrorState({ onRetry: () => load.promise });
    click(retry());
    expect(result.current.isRetrying).toBe(true);
    await settle(() => load.reject(new Error('offline')));
    expect(result.current.isRetrying).toBe(false);
  });

  it('treats any thenable as a retry in flight', async () => {
    let finish: () => void = () => {};
    const thenable = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable that is not a Promise (a query library's own) is the case under test.
      then: (onDone: () => void) => {
        finish = onDone;
      },
    };
    const { result, retry } = await renderErrorState({ onRetry: () => thenable });
    click(retry());
    expect(result.current.isRetrying).toBe(true);
    act(() => finish());
    expect(result.current.isRetrying).toBe(false);
  });

  it('does not fail when the retry settles after the error state is gone', async () => {
    const load = pending();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { retry, unmount } = await renderErrorState({ onRetry: () => load.promise });
    click(retry());
    unmount();
    await settle(load.resolve);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('moves focus to the message when it appears, with focusOnMount', async () => {
    const { message } = await renderErrorState({ focusOnMount: true, onRetry: vi.fn() });
    expect(message()?.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(message());
  });

  it('leaves focus where it is without focusOnMount', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const { message } = await renderErrorState({ onRetry: vi.fn() });
    expect(document.activeElement).toBe(outside);
    expect(document.activeElement).not.toBe(message());
    outside.remove();
  });

  it('moves focus on mount only: a later render leaves it where the visitor put it', async () => {
    const onRetry = vi.fn();
    const { retry, rerender } = await renderErrorState({ focusOnMount: true, onRetry });
    retry()?.focus();
    rerender({ focusOnMount: true, onRetry, retryLabel: 'Again' });
    expect(document.activeElement).toBe(retry());
  });
});
