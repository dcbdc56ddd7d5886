import type { KeyboardEvent } from 'react';
import { getFocusableTreeWalker } from 'react-aria/private/focus/FocusScope';

/** The tabbable elements inside `container`, in tab order (react-aria's walker, shadow-DOM aware). */
export function tabbablesIn(container: Element): HTMLElement[] {
  const walker = getFocusableTreeWalker(container, { tabbable: true });
  const found: HTMLElement[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node as HTMLElement);
  return found;
}

/**
 * Keeps Tab and Shift+Tab inside a modal dialog's content when the widget lives in a shadow root.
 * Radix's FocusScope traps Tab in a light DOM, but it compares `document.activeElement`, which is
 * the shadow host inside a shadow root, so there its trap lets focus out. There this moves focus
 * itself, to the next or previous tabbable element with wrap-around (as react-aria's FocusScope
 * does), read from the shadow root's own active element; in a light DOM it leaves Tab to Radix.
 * @example <Dialog.Content onKeyDown={containTabKey}>
 */
export function containTabKey(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const content = event.currentTarget;
  const root = content.getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  event.preventDefault();
  const tabbables = tabbablesIn(content);
  if (tabbables.length === 0) return;
  const index = tabbables.indexOf(root.activeElement as HTMLElement);
  const step = event.shiftKey ? -1 : 1;
  // From the content itself (or nowhere) Tab enters at the first element, Shift+Tab at the last.
  const next = index === -1 ? (event.shiftKey ? tabbables.length - 1 : 0) : (index + step + tabbables.length) % tabbables.length;
  tabbables[next]?.focus();
}

/**
 * Moves focus into a dialog that just opened: to `preferred` (the safe choice), else its first
 * tabbable element, else the content itself. Used from Radix's `onOpenAutoFocus` after
 * `preventDefault()`, because Radix's own choice ends on the content element in a shadow root (it
 * sees the shadow host as focused both before and after).
 * @example onOpenAutoFocus={(event) => { event.preventDefault(); focusInitial(content.current, keep.current); }}
 */
export function focusInitial(content: HTMLElement | null, preferred?: HTMLElement | null): void {
  if (!content) return;
  const target = preferred ?? tabbablesIn(content)[0] ?? content;
  target.focus();
}
