import { createTranslator, loadMessages } from '@booking-kit/core';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { onTestFinished } from 'vitest';
import { LocaleProvider } from '../locale/locale-provider';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Renders parts in a real React root in the test's page, in English and a fixed time zone, as the
 * stories do; the root is unmounted when the test ends. For tests only.
 * @example const { container } = await renderInLocale(<GuestList.Root defaultValue={[]}>…</GuestList.Root>);
 */
export async function renderInLocale(
  element: ReactNode,
): Promise<{ container: HTMLElement; rerender: (next: ReactNode) => void }> {
  const messages = await loadMessages('en');
  const translator = createTranslator('en', messages, messages);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const rerender = (next: ReactNode) =>
    act(() =>
      root.render(
        <LocaleProvider translator={translator} timeZone="Europe/Amsterdam">
          {next}
        </LocaleProvider>,
      ),
    );
  rerender(element);
  onTestFinished(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { container, rerender };
}
