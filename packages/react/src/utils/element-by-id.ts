import { useCallback, useRef } from 'react';

/**
 * The element with `id` in the document or shadow root that holds `anchor`. A widget embedded in
 * someone else's page often lives in a shadow root, where `document.getElementById` finds
 * nothing. Written here because react-aria's focus manager moves focus within a scope (next,
 * previous, first, last), not to a named element such as the row a visitor just added.
 * @example elementById(rootNode.current, `${baseId}-guest-2-name`)?.focus();
 */
export function elementById(anchor: Node | null | undefined, id: string): HTMLElement | null {
  const root = anchor?.isConnected ? anchor.getRootNode() : undefined;
  if (!root || !('getElementById' in root)) return null;
  return (root as Document | ShadowRoot).getElementById(id);
}

/**
 * A stable callback ref that keeps the element it is given, for {@link elementById} to start from.
 * A callback rather than a ref object so that it fits any element type's `ref` prop.
 * @example const anchor = useAnchorRef(); <div ref={anchor.ref} />; elementById(anchor.current(), id)
 */
export function useAnchorRef(): { ref: (node: HTMLElement | null) => void; current: () => HTMLElement | null } {
  const node = useRef<HTMLElement | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    node.current = element;
  }, []);
  const current = useCallback(() => node.current, []);
  return { ref, current };
}
