import type { KeyboardEvent } from 'react';
// react-aria's focus manager over any element, as its FocusScope's `useFocusManager()` gives inside a
// scope, without a scope: a FocusScope (its scope tree, sentinels and effects) only for arrow keys
// cost every picker's first render and ~1.5 kB gzip up front. Not in react-aria's public exports.
import { createFocusManager } from 'react-aria/private/focus/FocusScope';

/**
 * The radio-group keys for option cards: arrows move to the next or previous enabled option and
 * wrap (left and right swapped in a right-to-left locale), Home and End go to the first and last.
 * Focus moves through react-aria's focus manager over the closest element matching `within` (the
 * option's radio group, or a picker whose categories split one choice into several groups), which
 * works inside a shadow root. Ours because react-aria's
 * `useRadioGroup` walks native `<input type="radio">` only, and these options are `role="radio"`
 * cards (so that `asChild` can make one the app's own button).
 * @returns the `data-value` of the option focused, or null when the key is not a group key or the
 * option is not `within` anything (the event is then left alone); the caller selects it, since
 * focus follows selection in a radio group.
 * @example const next = moveRadioCardFocus(event, ENABLED_OPTION, direction); if (next) state.select(next);
 */
export function moveRadioCardFocus(
  event: KeyboardEvent,
  enabledOption: string,
  direction: 'ltr' | 'rtl',
  within = '[role="radiogroup"]',
): string | null {
  const from = event.currentTarget as Element;
  const group = from.closest<HTMLElement>(within);
  if (!group) return null;
  const focusManager = createFocusManager({ current: group });
  const accept = (node: Element) => node.matches(enabledOption);
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  let target: Element | null;
  if (event.key === 'ArrowDown' || event.key === forward) target = focusManager.focusNext({ from, accept, wrap: true });
  else if (event.key === 'ArrowUp' || event.key === backward) target = focusManager.focusPrevious({ from, accept, wrap: true });
  else if (event.key === 'Home') target = focusManager.focusFirst({ accept });
  else if (event.key === 'End') target = focusManager.focusLast({ accept });
  else return null;
  event.preventDefault();
  return target?.getAttribute('data-value') ?? null;
}
