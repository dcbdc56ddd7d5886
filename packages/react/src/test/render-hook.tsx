import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { onTestFinished } from 'vitest';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Renders a hook in a real React root in the test's page and returns its latest result; the root
 * is unmounted when the test ends. `wrap` puts providers around it (react-aria's I18nProvider).
 * For tests only: react-stately's and Radix's own hook tests are the model.
 * @example const { result, rerender } = renderHook(useStaffPickerState, { defaultValue: 'anna' });
 */
export function renderHook<P extends object, R>(
  useHook: (props: P) => R,
  initialProps: P,
  wrap: (children: ReactNode) => ReactNode = (children) => children,
): { result: { current: R }; rerender: (props: P) => void } {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const result = { current: undefined as R };
  function Probe(props: P) {
    result.current = useHook(props);
    return null;
  }
  const rerender = (props: P) => act(() => root.render(wrap(<Probe {...props} />)));
  rerender(initialProps);
  onTestFinished(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { result, rerender };
}
