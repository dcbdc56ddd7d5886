import type { CSSProperties } from 'react';
import { composeEventHandlers } from './compose-event-handlers';

type AnyProps = Record<string, unknown>;
type Handler = (event: { defaultPrevented: boolean }) => void;

const isHandler = (key: string, value: unknown) => /^on[A-Z]/.test(key) && typeof value === 'function';

/**
 * Merges a part's internal prop bag with the consumer's props: consumer values win, event
 * handlers are chained (consumer first, see {@link composeEventHandlers}), class names are
 * joined and styles merged.
 * @example <div {...mergeProps(api.gridProps, props)} />
 */
export function mergeProps<A extends object, B extends object>(internal: A, consumer: B): A & B {
  const merged: AnyProps = { ...(internal as AnyProps) };
  for (const [key, value] of Object.entries(consumer)) {
    const own = merged[key];
    if (value === undefined) continue;
    if (isHandler(key, value) && typeof own === 'function') {
      merged[key] = composeEventHandlers(value as Handler, own as Handler);
    } else if (key === 'className' && typeof own === 'string') {
      merged[key] = [own, value].filter(Boolean).join(' ');
    } else if (key === 'style' && own) {
      merged[key] = { ...(own as CSSProperties), ...(value as CSSProperties) };
    } else {
      merged[key] = value;
    }
  }
  return merged as A & B;
}
