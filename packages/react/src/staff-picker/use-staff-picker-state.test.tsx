import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANY_STAFF, type StaffPickerState, type StaffPickerStateOptions, useStaffPickerState } from './use-staff-picker-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Renders the hook in a real React root and returns its latest state. */
function renderState(options: StaffPickerStateOptions) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const result: { current: StaffPickerState | null } = { current: null };
  function Probe(props: StaffPickerStateOptions) {
    result.current = useStaffPickerState(props);
    return null;
  }
  const render = (props: StaffPickerStateOptions) => act(() => root.render(<Probe {...props} />));
  render(options);
  cleanups.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { result: result as { current: StaffPickerState }, rerender: render };
}

describe('useStaffPickerState', () => {
  it('starts on "any" and keeps the choice in react-stately\'s radio group state', () => {
    const { result } = renderState({});
    expect(result.current.value).toBe(ANY_STAFF);
    expect(result.current.radioGroup.selectedValue).toBe(ANY_STAFF);
  });

  it('chooses a staff member uncontrolled and reports it', () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ onValueChange });
    act(() => result.current.select('anna-de-vries'));
    expect(result.current.value).toBe('anna-de-vries');
    expect(result.current.radioGroup.selectedValue).toBe('anna-de-vries');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('anna-de-vries');
  });

  it('does not report choosing the member already chosen', () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ defaultValue: 'bram-jansen', onValueChange });
    act(() => result.current.select('bram-jansen'));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('ignores a disabled staff member', () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ disabledValues: ['chloe-dubois'], onValueChange });
    expect(result.current.isDisabled('chloe-dubois')).toBe(true);
    expect(result.current.isDisabled('anna-de-vries')).toBe(false);
    act(() => result.current.select('chloe-dubois'));
    expect(result.current.value).toBe(ANY_STAFF);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('ignores every choice while the whole picker is disabled', () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ disabled: true, onValueChange });
    expect(result.current.disabled).toBe(true);
    expect(result.current.isDisabled(ANY_STAFF)).toBe(true);
    expect(result.current.radioGroup.isDisabled).toBe(true);
    act(() => result.current.select('anna-de-vries'));
    expect(result.current.value).toBe(ANY_STAFF);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('follows a controlled value: a choice is reported, and shows once the app passes it back', () => {
    const onValueChange = vi.fn();
    const { result, rerender } = renderState({ value: 'bram-jansen', onValueChange });
    act(() => result.current.select('dorota-nowak'));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('dorota-nowak');
    expect(result.current.value).toBe('bram-jansen');
    rerender({ value: 'dorota-nowak', onValueChange });
    expect(result.current.value).toBe('dorota-nowak');
  });

  it('works as the state of a component that lifts it', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    let lifted = '';
    function App() {
      const [value, setValue] = useState('anna-de-vries');
      const state = useStaffPickerState({ value, onValueChange: setValue });
      lifted = state.value;
      return (
        <button type="button" onClick={() => state.select('bram-jansen')}>
          {value}
        </button>
      );
    }
    act(() => root.render(<App />));
    act(() => container.querySelector('button')?.click());
    expect(lifted).toBe('bram-jansen');
    act(() => root.unmount());
    container.remove();
  });
});
