import { useCallback, useRef, useState } from 'react';

/** Options of {@link useControllableState}: the `value` / `defaultValue` / `onValueChange` convention. */
export interface UseControllableStateOptions<T> {
  /** The controlled value. `undefined` means uncontrolled; `null` is a real (empty) value. */
  value?: T | undefined;
  /** The initial value when uncontrolled. */
  defaultValue: T;
  /** Called with the next value, in both modes, only when it differs from the current one. */
  onChange?: ((value: T) => void) | undefined;
  /** Named in the development warning, e.g. `SlotPicker value`. */
  name?: string;
}

/**
 * Written as the literal `process.env.NODE_ENV` so consumers' bundlers replace it (and drop the
 * warning from production builds); where nothing defines `process`, we assume development.
 */
function detectDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return true;
  }
}

const isDevelopment = detectDevelopment();
(globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.NODE_ENV !== 'production';

/**
 * State that a parent may control (`value` given) or leave to the component (`defaultValue`).
 * Warns in development when a component switches between the two modes, because React would
 * silently drop the uncontrolled state.
 * @example
 * const [month, setMonth] = useControllableState({ value: props.month, defaultValue: today, onChange: props.onMonthChange });
 */
export function useControllableState<T>(options: UseControllableStateOptions<T>): [T, (next: T) => void] {
  const { value, defaultValue, onChange, name = 'value' } = options;
  const isControlled = value !== undefined;
  const [internal, setInternal] = useState<T>(defaultValue);
  const wasControlled = useRef(isControlled);
  if (isDevelopment && wasControlled.current !== isControlled) {
    const from = wasControlled.current ? 'controlled' : 'uncontrolled';
    const to = isControlled ? 'controlled' : 'uncontrolled';
    console.warn(`booking-kit: ${name} is changing from ${from} to ${to}. Decide between the two for the component's lifetime.`);
    wasControlled.current = isControlled;
  }
  const current = isControlled ? (value as T) : internal;
  const currentRef = useRef(current);
  currentRef.current = current;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, currentRef.current)) return;
      currentRef.current = next;
      if (!isControlled) setInternal(next);
      onChangeRef.current?.(next);
    },
    [isControlled],
  );
  return [current, setValue];
}
