/** How far PageUp / PageDown move the active option. */
export const PAGE_SIZE = 10;

/**
 * The index the active option moves to for a key of the combobox input (APG combobox with a
 * listbox popup), clamped to the list; `null` for keys that do not move it.
 * @example nextActiveIndex('PageDown', 3, 40) // 13
 */
export function nextActiveIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  const clamp = (next: number) => Math.min(Math.max(next, 0), last);
  switch (key) {
    case 'ArrowDown':
      return index < 0 ? 0 : clamp(index + 1);
    case 'ArrowUp':
      return index < 0 ? last : clamp(index - 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return clamp(index + PAGE_SIZE);
    case 'PageUp':
      return clamp(index - PAGE_SIZE);
    default:
      return null;
  }
}
