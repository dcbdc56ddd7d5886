import { loadTimeZoneCountries } from '@booking-kit/core';
import { act, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderHook } from '../test/render-hook';
import { renderInLocale } from '../test/render-in-locale';
import * as TimeZonePicker from './time-zone-picker';
import { type TimeZonePickerStateOptions, useTimeZonePickerState } from './use-time-zone-picker-state';

/** Tuesday 10 March 2026, noon UTC: Europe on winter time, the US already on summer time. */
const AT = Date.UTC(2026, 2, 10, 12);
const MINUS = '\u2212';
const ZONES = ['America/New_York', 'America/Sao_Paulo', 'Europe/Amsterdam', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Tokyo'];

const inLocale = (locale: string) => (children: ReactNode) => <I18nProvider locale={locale}>{children}</I18nProvider>;

/** Renders the hook in a real React root, in English unless told. */
const renderState = (options: TimeZonePickerStateOptions, locale = 'en-US') =>
  renderHook(useTimeZonePickerState, { at: AT, zones: ZONES, ...options }, inLocale(locale));

/** Asks for the zone table (as focusing the input does) and waits until it is in. */
async function loadTable(result: { current: ReturnType<typeof useTimeZonePickerState> }) {
  await act(async () => {
    result.current.prepare();
    await loadTimeZoneCountries();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await vi.waitFor(() => expect(result.current.isLoading).toBe(false));
}

/** Types into the combobox, as its input's change handler does. */
const type = (result: { current: ReturnType<typeof useTimeZonePickerState> }, text: string) =>
  act(() => {
    result.current.combobox.setInputValue(text);
    result.current.combobox.open(null, 'input');
  });

describe('useTimeZonePickerState: the value', () => {
  it('reads an older tzdata name under its current one, and shows the zone with its offset', () => {
    const { result } = renderState({ defaultValue: 'Asia/Calcutta' });
    expect(result.current.value).toBe('Asia/Kolkata');
    expect(result.current.inputValue).toBe('Kolkata (UTC+05:30)');
    expect(result.current.open).toBe(false);
    expect(result.current.isFiltering).toBe(false);
    expect(result.current.combobox.value).toBe('Asia/Kolkata');
  });

  it('follows a controlled value, and only asks for a change', () => {
    const onValueChange = vi.fn();
    const { result, rerender } = renderState({ value: 'Europe/Berlin', onValueChange });
    act(() => result.current.select('Asia/Tokyo'));
    expect(onValueChange).toHaveBeenCalledWith('Asia/Tokyo');
    expect(result.current.value).toBe('Europe/Berlin');
    rerender({ at: AT, zones: ZONES, value: 'Asia/Tokyo', onValueChange });
    expect(result.current.inputValue).toBe('Tokyo (UTC+09:00)');
  });

  it('keeps its own value when uncontrolled, and calls onValueChange only for a new zone', () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ defaultValue: 'Europe/Berlin', onValueChange });
    act(() => result.current.select('Europe/Berlin'));
    expect(onValueChange).not.toHaveBeenCalled();
    act(() => result.current.select('America/Sao_Paulo'));
    expect(result.current.value).toBe('America/Sao_Paulo');
    expect(result.current.inputValue).toBe(`Sao Paulo (UTC${MINUS}03:00)`);
    expect(onValueChange.mock.calls).toEqual([['America/Sao_Paulo']]);
  });

  it('chooses nothing while disabled, and never opens', () => {
    const onValueChange = vi.fn();
    const onOpenChange = vi.fn();
    const { result } = renderState({ defaultValue: 'Europe/Berlin', disabled: true, onValueChange, onOpenChange });
    act(() => result.current.select('Asia/Tokyo'));
    expect(result.current.value).toBe('Europe/Berlin');
    expect(result.current.open).toBe(false);
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

describe('useTimeZonePickerState: the zone table', () => {
  it('loads only once the visitor turns to the picker, and lists nothing meanwhile', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const loadCountries = vi.fn(() => gate.then(loadTimeZoneCountries));
    const { result } = renderState({ defaultValue: 'Europe/Berlin', loadCountries });
    expect(loadCountries).not.toHaveBeenCalled();
    expect(result.current.isLoading).toBe(true);
    expect(result.current.results).toEqual([]);
    // The chosen zone is described without the table.
    expect(result.current.inputValue).toBe('Berlin (UTC+01:00)');

    act(() => result.current.prepare());
    expect(loadCountries).toHaveBeenCalledTimes(1);
    expect(result.current.isLoading).toBe(true);
    await act(async () => {
      release();
      await gate.then(loadTimeZoneCountries);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await vi.waitFor(() => expect(result.current.isLoading).toBe(false));
    // Every zone, by offset, until the visitor types.
    expect(result.current.results.map((zone) => zone.id)).toEqual([
      'America/New_York',
      'America/Sao_Paulo',
      'Europe/Amsterdam',
      'Europe/Berlin',
      'Asia/Kolkata',
      'Asia/Tokyo',
    ]);
    // The open list is react-stately's collection of exactly these zones.
    act(() => result.current.combobox.open(null, 'manual'));
    expect([...result.current.combobox.collection.getKeys()]).toEqual(result.current.results.map((zone) => zone.id));
  });

  it('opening the list also asks for the table', () => {
    const loadCountries = vi.fn(() => new Promise<void>(() => {}));
    const onOpenChange = vi.fn();
    const { result } = renderState({ loadCountries, onOpenChange });
    act(() => result.current.combobox.open(null, 'manual'));
    expect(result.current.open).toBe(true);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(loadCountries).toHaveBeenCalledTimes(1);
  });
});

describe('useTimeZonePickerState: searching', () => {
  it('filters by city while the visitor types, best match first, and the collection is the results', async () => {
    const onQueryChange = vi.fn();
    const { result } = renderState({ defaultValue: 'Europe/Berlin', loadCountries: loadTimeZoneCountries, onQueryChange });
    await loadTable(result);
    await type(result, 'tok');
    expect(result.current.isFiltering).toBe(true);
    expect(result.current.query).toBe('tok');
    expect(result.current.inputValue).toBe('tok');
    expect(onQueryChange).toHaveBeenLastCalledWith('tok');
    expect(result.current.results.map((zone) => zone.id)).toEqual(['Asia/Tokyo']);
    expect([...result.current.combobox.collection.getKeys()]).toEqual(['Asia/Tokyo']);
  });

  it('finds zones by country, abbreviation and UTC offset', async () => {
    const { result } = renderState({ loadCountries: loadTimeZoneCountries });
    await loadTable(result);
    await type(result, 'germany');
    expect(result.current.results.map((zone) => zone.id)).toEqual(['Europe/Berlin']);
    await type(result, 'IST');
    expect(result.current.results[0]?.id).toBe('Asia/Kolkata');
    await type(result, '+0530');
    expect(result.current.results.map((zone) => zone.id)).toEqual(['Asia/Kolkata']);
    await type(result, 'GMT-3');
    expect(result.current.results.map((zone) => zone.id)).toEqual(['America/Sao_Paulo']);
    await type(result, 'atlantis');
    expect(result.current.results).toEqual([]);
    // Open means open, also with nothing to list.
    expect(result.current.open).toBe(true);
  });

  it('searches country names in the active locale', async () => {
    const { result } = renderState({ loadCountries: loadTimeZoneCountries }, 'fr-FR');
    await loadTable(result);
    await type(result, 'allemagne');
    expect(result.current.results.map((zone) => zone.id)).toEqual(['Europe/Berlin']);
    expect(result.current.results[0]?.country).toBe('Allemagne');
  });

  it("commits the active option through react-stately's combo box: the zone is chosen, its name back in the input", async () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ defaultValue: 'Europe/Berlin', loadCountries: loadTimeZoneCountries, onValueChange });
    await loadTable(result);
    await type(result, 'tok');
    act(() => result.current.combobox.selectionManager.setFocusedKey('Asia/Tokyo'));
    act(() => result.current.combobox.commit());
    expect(onValueChange).toHaveBeenLastCalledWith('Asia/Tokyo');
    expect(result.current.inputValue).toBe('Tokyo (UTC+09:00)');
    expect(result.current.isFiltering).toBe(false);
    await vi.waitFor(() => expect(result.current.open).toBe(false));
  });

  it('reverting puts the chosen zone back and chooses nothing', async () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ defaultValue: 'Europe/Berlin', loadCountries: loadTimeZoneCountries, onValueChange });
    await loadTable(result);
    await type(result, 'tok');
    act(() => result.current.combobox.revert());
    expect(result.current.inputValue).toBe('Berlin (UTC+01:00)');
    expect(result.current.isFiltering).toBe(false);
    expect(result.current.open).toBe(false);
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

describe('TimeZonePicker parts', () => {
  it('show focus, hover and press as data attributes; Enter on the detected zone chooses it once', async () => {
    const onValueChange = vi.fn();
    const { container } = await renderInLocale(
      <TimeZonePicker.Root
        defaultValue="Asia/Tokyo"
        at={AT}
        zones={ZONES}
        detectedTimeZone="Europe/Berlin"
        onValueChange={onValueChange}
      >
        <TimeZonePicker.Label />
        <TimeZonePicker.Input />
        <TimeZonePicker.Trigger />
        <TimeZonePicker.Content>
          <TimeZonePicker.Listbox />
        </TimeZonePicker.Content>
        <TimeZonePicker.Detected />
      </TimeZonePicker.Root>,
    );
    const part = (name: string) => container.querySelector(`[data-part="${name}"]`) as HTMLElement;
    await vi.waitFor(() => expect(part('detected')).not.toBeNull());
    // A text field shows its focus however it was reached.
    await act(() => userEvent.click(part('input')));
    expect(part('input').getAttribute('data-focus-visible')).toBe('');
    await act(() => userEvent.hover(part('trigger')));
    expect(part('trigger').getAttribute('data-hovered')).toBe('');
    // The trigger's press stays useButton's: a click opens the list.
    await act(() => userEvent.click(part('trigger')));
    expect(part('trigger').getAttribute('data-state')).toBe('open');
    const option = await vi.waitFor(() => {
      const found = container.querySelector('[data-part="option"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await act(() => userEvent.hover(option));
    expect(option.getAttribute('data-hovered')).toBe('');
    expect(option.hasAttribute('data-focus-visible')).toBe(false);
    await act(() => userEvent.keyboard('{Escape}'));
    await act(() => userEvent.tab());
    expect(document.activeElement).toBe(part('detected'));
    expect(part('detected').getAttribute('data-focus-visible')).toBe('');
    await act(() => userEvent.keyboard('{Enter}'));
    expect(onValueChange.mock.calls).toEqual([['Europe/Berlin']]);
  });
});
