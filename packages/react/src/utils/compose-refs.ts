import type { Ref } from 'react';

/**
 * One callback ref that sets every given ref, so a part and its consumer can both hold the node.
 * @example <div ref={composeRefs(forwardedRef, localRef)} />
 */
export function composeRefs<T>(...refs: ReadonlyArray<Ref<T> | undefined>): (node: T | null) => void {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
