import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { onTestFinished } from 'vitest';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Renders parts without a locale into a container in the test's page and returns it; unmounted
 * when the test ends. For tests only (parts that need messages use `renderInLocale`).
 * @example const button = render(<ActionPart own={own} content="Book" />).querySelector('button');
 */
export function render(element: ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(element));
  onTestFinished(() => {
    act(() => root.unmount());
    container.remove();
  });
  return container;
}
