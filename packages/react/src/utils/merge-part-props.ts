import { composeEventHandlers } from '@radix-ui/primitive';
import { mergeProps } from 'react-aria';

type AnyProps = Record<string, unknown>;
type Handler = (event: { defaultPrevented: boolean }) => void;

const isHandler = (key: string, value: unknown): value is Handler => /^on[A-Z]/.test(key) && typeof value === 'function';

/**
 * Merges a part's own prop bag with the consumer's props. react-aria's `mergeProps` does the
 * merging (consumer values win, class names joined, ids and refs merged, never replaced); event
 * handlers follow Radix's convention instead (`composeEventHandlers`): the consumer's handler runs
 * first, and calling `event.preventDefault()` in it skips the part's own, so an app can opt out of
 * a built-in behaviour (react-aria alone would always run both, the part's first).
 * @example <div {...mergePartProps(api.gridProps, props)} />
 */
export function mergePartProps<A extends object, B extends object>(internal: A, consumer: B): A & B {
  const merged = mergeProps(internal as AnyProps, consumer as AnyProps) as AnyProps;
  for (const [key, value] of Object.entries(consumer)) {
    const own = (internal as AnyProps)[key];
    if (isHandler(key, value) && isHandler(key, own)) merged[key] = composeEventHandlers(value, own);
  }
  return merged as A & B;
}
