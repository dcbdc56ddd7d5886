/**
 * The option a radio-group key moves to, following the APG radio group pattern: arrows move to
 * the next or previous enabled option and wrap around, Home and End go to the first and last
 * enabled one. Disabled options are skipped because a radio that cannot be checked cannot hold
 * the group's one tab stop. `null` for keys the group does not handle, or when none is enabled.
 * @param key `KeyboardEvent.key`.
 * @param current The index of the focused option.
 * @param disabled Per option, whether it is disabled.
 * @param direction `rtl` swaps left and right. @default 'ltr'
 * @example radioGroupTarget('ArrowDown', 0, [false, true, false]) // 2
 */
export function radioGroupTarget(
  key: string,
  current: number,
  disabled: ReadonlyArray<boolean>,
  direction: 'ltr' | 'rtl' = 'ltr',
): number | null {
  const count = disabled.length;
  const enabled = (index: number) => disabled[index] === false;
  const step = (from: number, delta: 1 | -1) => {
    for (let offset = 1; offset <= count; offset += 1) {
      const index = (((from + delta * offset) % count) + count) % count;
      if (enabled(index)) return index;
    }
    return null;
  };
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (count === 0) return null;
  if (key === 'ArrowDown' || key === forward) return step(current, 1);
  if (key === 'ArrowUp' || key === backward) return step(current, -1);
  if (key === 'Home') return step(count - 1, 1);
  if (key === 'End') return step(0, -1);
  return null;
}
