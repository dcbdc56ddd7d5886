import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderHook } from '../test/render-hook';
import { renderInLocale } from '../test/render-in-locale';
import * as ServicePicker from './service-picker';
import type { ServicePickerService } from './service-picker.types';
import { type ServicePickerStateOptions, useServicePickerState } from './use-service-picker-state';

/** Renders the hook in a real React root and returns its latest state. */
const renderState = (options: ServicePickerStateOptions) => renderHook(useServicePickerState, options);

describe('useServicePickerState in single mode', () => {
  it("replaces the choice, through react-stately's radio group state", () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ onValueChange });
    expect(result.current.selectionMode).toBe('single');
    expect(result.current.max).toBe(1);
    expect(result.current.radioGroup.selectedValue).toBeNull();
    act(() => result.current.select('facial'));
    expect(result.current.value).toEqual(['facial']);
    expect(result.current.radioGroup.selectedValue).toBe('facial');
    act(() => result.current.toggle('yoga-class'));
    expect(result.current.value).toEqual(['yoga-class']);
    expect(onValueChange.mock.calls).toEqual([[['facial']], [['yoga-class']]]);
  });

  it('keeps the choice when the chosen service is toggled again (a radio is not unchecked)', () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ defaultValue: ['facial'], onValueChange });
    act(() => result.current.toggle('facial'));
    expect(result.current.value).toEqual(['facial']);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('ignores a disabled service, and everything while the picker is disabled', () => {
    const onValueChange = vi.fn();
    const { result, rerender } = renderState({ disabledValues: ['facial'], onValueChange });
    act(() => result.current.select('facial'));
    expect(result.current.value).toEqual([]);
    rerender({ disabled: true, onValueChange });
    expect(result.current.isDisabled('yoga-class')).toBe(true);
    act(() => result.current.select('yoga-class'));
    expect(result.current.value).toEqual([]);
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

describe('useServicePickerState in multiple mode', () => {
  it("adds services in the order chosen and takes one out again, through react-stately's checkbox group state", () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ selectionMode: 'multiple', onValueChange });
    act(() => result.current.toggle('facial'));
    act(() => result.current.toggle('intro-call'));
    expect(result.current.value).toEqual(['facial', 'intro-call']);
    expect(result.current.checkboxGroup.value).toEqual(['facial', 'intro-call']);
    act(() => result.current.toggle('facial'));
    expect(result.current.value).toEqual(['intro-call']);
    expect(onValueChange).toHaveBeenLastCalledWith(['intro-call']);
    expect(onValueChange).toHaveBeenCalledTimes(3);
  });

  it('stops at max until one is taken out', () => {
    const { result } = renderState({ selectionMode: 'multiple', max: 2, defaultValue: ['a', 'b'] });
    expect(result.current.isAtMax).toBe(true);
    act(() => result.current.select('c'));
    expect(result.current.value).toEqual(['a', 'b']);
    act(() => result.current.toggle('a'));
    expect(result.current.isAtMax).toBe(false);
    act(() => result.current.select('c'));
    expect(result.current.value).toEqual(['b', 'c']);
  });

  it('does not take a disabled service out of the cart', () => {
    const { result } = renderState({ selectionMode: 'multiple', defaultValue: ['a'], disabledValues: ['a'] });
    act(() => result.current.toggle('a'));
    expect(result.current.value).toEqual(['a']);
  });

  it('follows a controlled value', () => {
    const onValueChange = vi.fn();
    const { result, rerender } = renderState({ selectionMode: 'multiple', value: ['a'], onValueChange });
    act(() => result.current.toggle('b'));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(['a', 'b']);
    expect(result.current.value).toEqual(['a']);
    rerender({ selectionMode: 'multiple', value: ['a', 'b'], onValueChange });
    expect(result.current.value).toEqual(['a', 'b']);
    expect(result.current.checkboxGroup.isSelected('b')).toBe(true);
  });
});

describe('ServicePicker options', () => {
  const service = (slug: string): ServicePickerService => ({
    slug,
    name: slug,
    description: '',
    durationMinutes: 30,
    priceMinor: 4500,
    currency: 'EUR',
    location: 'in-person',
  });
  const SERVICES = [service('facial'), service('massage'), service('yoga-class')];

  it('show keyboard focus and hover as data attributes; Space toggles a checkbox once', async () => {
    const onValueChange = vi.fn();
    const { container } = await renderInLocale(
      <ServicePicker.Root
        services={SERVICES}
        selectionMode="multiple"
        disabledValues={['yoga-class']}
        onValueChange={onValueChange}
      />,
    );
    const [facial, massage, yoga] = container.querySelectorAll<HTMLElement>('[data-part="option"]');
    await act(() => userEvent.tab());
    expect(document.activeElement).toBe(facial);
    expect(facial?.getAttribute('data-focus-visible')).toBe('');
    await act(() => userEvent.keyboard(' '));
    expect(onValueChange.mock.calls).toEqual([[['facial']]]);
    await act(() => userEvent.hover(massage as HTMLElement));
    expect(massage?.getAttribute('data-hovered')).toBe('');
    // A disabled option shows no hover.
    await act(() => userEvent.hover(yoga as HTMLElement));
    expect(yoga?.getAttribute('data-disabled')).toBe('');
    expect(yoga?.hasAttribute('data-hovered')).toBe(false);
    // A click toggles once too.
    await act(() => userEvent.click(massage as HTMLElement));
    expect(onValueChange.mock.calls).toEqual([[['facial']], [['facial', 'massage']]]);
  });
});
