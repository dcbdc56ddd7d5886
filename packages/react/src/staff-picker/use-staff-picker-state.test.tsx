import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderHook } from '../test/render-hook';
import { renderInLocale } from '../test/render-in-locale';
import * as StaffPicker from './staff-picker';
import { ANY_STAFF, type StaffPickerStateOptions, useStaffPickerState } from './use-staff-picker-state';

/** Renders the hook in a real React root and returns its latest state. */
const renderState = (options: StaffPickerStateOptions) => renderHook(useStaffPickerState, options);

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
    const useLifted = () => {
      const [value, setValue] = useState('anna-de-vries');
      return useStaffPickerState({ value, onValueChange: setValue });
    };
    const { result } = renderHook(useLifted, {});
    act(() => result.current.select('bram-jansen'));
    expect(result.current.value).toBe('bram-jansen');
  });
});

describe('StaffPicker options', () => {
  it('show keyboard focus and hover as data attributes; Space chooses once', async () => {
    const onValueChange = vi.fn();
    const staff = [
      { slug: 'anna-de-vries', name: 'Anna de Vries' },
      { slug: 'bram-jansen', name: 'Bram Jansen' },
    ];
    const { container } = await renderInLocale(<StaffPicker.Root staff={staff} onValueChange={onValueChange} />);
    const [any, anna, bram] = container.querySelectorAll<HTMLElement>('[data-part="option"]');
    await act(() => userEvent.tab());
    expect(document.activeElement).toBe(any);
    expect(any?.getAttribute('data-focus-visible')).toBe('');
    await act(() => userEvent.keyboard('{ArrowDown}'));
    expect(document.activeElement).toBe(anna);
    expect(anna?.getAttribute('data-focus-visible')).toBe('');
    expect(onValueChange.mock.calls).toEqual([['anna-de-vries']]);
    await act(() => userEvent.hover(bram as HTMLElement));
    expect(bram?.getAttribute('data-hovered')).toBe('');
    act(() => bram?.focus());
    await act(() => userEvent.keyboard(' '));
    expect(onValueChange.mock.calls).toEqual([['anna-de-vries'], ['bram-jansen']]);
  });
});
