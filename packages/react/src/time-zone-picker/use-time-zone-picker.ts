import type { TimeZoneDescription } from '@booking-kit/core';
import { type KeyboardEvent, useEffect, useMemo, useRef } from 'react';
import { useId } from 'react-aria';
import { useLocale } from '../locale/locale-context';
import { elementById, useAnchorRef } from '../utils/element-by-id';
import { timeZonePickerPartId as partId } from './time-zone-picker.anatomy';
import {
  type TimeZoneOptionProps,
  type TimeZoneOptionState,
  type TimeZonePickerPropBags,
  timeZoneOptionId,
} from './time-zone-picker.types';
import { nextActiveIndex } from './time-zone-picker-keys';
import { useDetectedTimeZone } from './use-detected-time-zone';
import { type TimeZoneListOptions, useTimeZoneList } from './use-time-zone-list';
import type { TimeZonePickerState } from './use-time-zone-picker-state';

/** Options of {@link useTimeZonePicker}. */
export interface TimeZonePickerOptions extends TimeZoneListOptions {
  /**
   * The zone to offer as "detected". `undefined` reads the browser's zone after mount (never
   * on the server); `null` offers none.
   * @default undefined
   */
  detectedTimeZone?: string | null;
  /** Submits the chosen zone with a form under this name, through a hidden input. */
  name?: string;
  /** The input's placeholder. @default the `timeZonePicker.placeholder` message */
  placeholder?: string;
}

/** What {@link useTimeZonePicker} returns: the state, the described zones and a prop bag per part. */
export interface TimeZonePickerApi extends TimeZonePickerPropBags {
  state: TimeZonePickerState;
  /** The zones matching the search, best first; empty while the list is closed. */
  results: TimeZoneDescription[];
  /** The chosen zone, described in the active locale. */
  selected: TimeZoneDescription | null;
  /** The list is open but the zone table has not arrived: the listbox shows 'Loading…' (`aria-busy`). */
  isLoading: boolean;
  /** 'Loading…', the listbox's only row while the zone table loads. */
  loadingText: string;
  /** The browser's zone, described, while it differs from the chosen one; `null` otherwise. */
  detected: TimeZoneDescription | null;
  /** The option the keyboard is on (`aria-activedescendant`). */
  activeZone: string | null;
  label: string;
  /** What the input shows: the search while typing, else the chosen zone and its offset. */
  inputValue: string;
  /** The live announcement while open: 'Loading…' for the first moment, then '12 time zones found' or 'No Timezone found!'. */
  statusText: string;
  /** 'No Timezone found!' */
  emptyText: string;
  /** Whether the open list has no match, so the empty message shows. */
  isEmpty: boolean;
  /** 'Use detected time zone: Berlin (UTC+01:00)', or `null` when there is nothing to offer. */
  detectedText: string | null;
  triggerLabel: string;
  getOptionState(zone: TimeZoneDescription): TimeZoneOptionState;
  getOptionProps(zone: TimeZoneDescription): TimeZoneOptionProps;
}

/** The chosen zone as the input shows it; the same in every locale (a name and an offset, not a sentence). */
const zoneText = (zone: TimeZoneDescription) => `${zone.city} (${zone.offsetLabel})`;
const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();

/**
 * The behaviour hook of the time-zone picker, an ARIA 1.2 combobox with a listbox popup: typing
 * searches (city, country, abbreviation, name or UTC offset, in the active locale); ArrowDown /
 * ArrowUp, Home / End and PageUp / PageDown move the active option; Enter or a click chooses;
 * Escape closes and restores the input; Tab closes. Results are announced politely.
 * @example const api = useTimeZonePicker({ at }, useTimeZonePickerState({ defaultValue: 'Europe/Berlin' }));
 */
export function useTimeZonePicker(options: TimeZonePickerOptions, state: TimeZonePickerState): TimeZonePickerApi {
  const { t, tag } = useLocale();
  const baseId = useId();
  // The input, found by ref: option ids are looked up in its own document or shadow root.
  const input = useAnchorRef();
  const { results, isLoading, selected, describe, prepare } = useTimeZoneList(state, tag, options);
  const detectedZone = useDetectedTimeZone(options.detectedTimeZone);
  const detectedDescription = useMemo(() => describe(detectedZone), [describe, detectedZone]);
  const detected = detectedDescription && detectedDescription.id !== state.value ? detectedDescription : null;

  const ids = { input: partId(baseId, 'input'), label: partId(baseId, 'label'), listbox: partId(baseId, 'listbox') };
  const listed = (zone: string | null) => (zone === null ? -1 : results.findIndex((entry) => entry.id === zone));
  let activeIndex = listed(state.activeZone);
  if (activeIndex < 0 && !state.isFiltering) activeIndex = listed(state.value);
  if (activeIndex < 0 && results.length > 0) activeIndex = 0;
  const activeZone = results[activeIndex]?.id ?? null;
  // One notion of "open" for every part: `data-state`, `aria-expanded` and `aria-controls` all follow
  // `state.open`, and the listbox is rendered whenever it is open (while the zone table loads it holds
  // a 'Loading…' row; with no match it is empty and the Empty part says so). Deriving ARIA from the
  // results instead left the list "open" but not expanded, with no listbox, until the table arrived.
  const expanded = state.open;
  const isEmpty = state.open && !isLoading && results.length === 0;

  // The active option must stay in view while the keyboard moves it (the input keeps focus).
  useEffect(() => {
    if (!expanded || activeZone === null) return;
    elementById(input.current(), timeZoneOptionId(baseId, activeZone))?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, activeZone, baseId, input.current]);

  // After a search ends (Escape, Enter, a click) the input shows the chosen zone again; selecting
  // it lets the next keystroke start a new search instead of appending to the zone's name.
  const wasFiltering = useRef(state.isFiltering);
  useEffect(() => {
    const element = input.current();
    // The focused element of the input's own document or shadow root (`document.activeElement` is the host there).
    const focused = (element?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
    if (wasFiltering.current && !state.isFiltering && element instanceof HTMLInputElement && element === focused) {
      element.select();
    }
    wasFiltering.current = state.isFiltering;
  }, [state.isFiltering, input]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (state.disabled) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!state.open) return state.setOpen(true);
    }
    if (event.key === 'Escape' && state.open) {
      event.preventDefault();
      return state.close();
    }
    if (event.key === 'Tab' && state.open) return state.close();
    if (event.key === 'Enter' && state.open && activeZone !== null) {
      event.preventDefault();
      return state.select(activeZone);
    }
    // Home / End move the caret while the list is closed, and the active option while it is open.
    const next = state.open ? nextActiveIndex(event.key, activeIndex, results.length) : null;
    if (next === null) return;
    event.preventDefault();
    state.setActiveZone(results[next]?.id ?? null);
  };

  const getOptionState = (zone: TimeZoneDescription): TimeZoneOptionState => ({
    isActive: zone.id === activeZone,
    isSelected: zone.id === state.value,
  });
  const count = results.length;
  const inputValue = state.isFiltering ? state.query : selected ? zoneText(selected) : '';
  return {
    state,
    results,
    selected,
    detected,
    activeZone,
    isLoading,
    loadingText: t('common.loading'),
    label: t('timeZonePicker.label'),
    inputValue,
    statusText: !state.open
      ? ''
      : isLoading
        ? t('common.loading')
        : count > 0
          ? t('timeZonePicker.results', { count })
          : t('timeZonePicker.noResults'),
    emptyText: t('timeZonePicker.noResults'),
    isEmpty,
    detectedText: detected ? t('timeZonePicker.useDetected', { zone: zoneText(detected) }) : null,
    triggerLabel: t('timeZonePicker.showAll'),
    rootProps: { 'data-state': state.open ? 'open' : 'closed', ...(state.disabled && { 'data-disabled': '' }) },
    labelProps: { id: ids.label, htmlFor: ids.input },
    inputProps: {
      id: ids.input,
      ref: input.ref,
      type: 'text',
      role: 'combobox',
      value: inputValue,
      placeholder: options.placeholder ?? t('timeZonePicker.placeholder'),
      disabled: state.disabled,
      autoComplete: 'off',
      spellCheck: false,
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      ...(expanded && { 'aria-controls': ids.listbox }),
      ...(expanded && activeZone !== null && { 'aria-activedescendant': timeZoneOptionId(baseId, activeZone) }),
      'data-state': expanded ? 'open' : 'closed',
      onChange: (event) => state.setQuery(event.currentTarget.value),
      onKeyDown,
      onClick: () => {
        if (!state.open) state.setOpen(true);
      },
      // Select the zone's text so typing replaces it with a search.
      onFocus: (event) => {
        event.currentTarget.select();
        prepare();
      },
      onBlur: () => {
        if (state.open) state.close();
      },
    },
    triggerProps: {
      type: 'button',
      // APG: the popup button is for pointers; keyboard users open the list from the input.
      tabIndex: -1,
      disabled: state.disabled,
      'aria-label': t('timeZonePicker.showAll'),
      'aria-expanded': expanded,
      ...(expanded && { 'aria-controls': ids.listbox }),
      'data-state': state.open ? 'open' : 'closed',
      onMouseDown: keepFocus,
      onClick: () => {
        input.current()?.focus();
        state.setOpen(!state.open);
      },
    },
    contentProps: { 'data-state': state.open ? 'open' : 'closed', onMouseDown: keepFocus },
    listboxProps: {
      id: ids.listbox,
      role: 'listbox',
      'aria-labelledby': ids.label,
      ...(isLoading && { 'aria-busy': true as const }),
    },
    // A row, not a choice: an option so the listbox holds only options, disabled so it cannot be chosen.
    loadingProps: { id: partId(baseId, 'loading'), role: 'option', 'aria-disabled': true },
    emptyProps: { id: partId(baseId, 'empty') },
    statusProps: { role: 'status', 'aria-live': 'polite', 'aria-atomic': true },
    detectedProps: {
      type: 'button',
      disabled: state.disabled,
      onClick: () => {
        if (!detected) return;
        // The button disappears once its zone is chosen; focus goes back to the input first.
        input.current()?.focus();
        state.select(detected.id);
      },
    },
    hiddenInputProps: options.name ? { type: 'hidden', name: options.name, value: state.value ?? '' } : null,
    getOptionState,
    getOptionProps: (zone) => {
      const { isActive, isSelected } = getOptionState(zone);
      return {
        id: timeZoneOptionId(baseId, zone.id),
        role: 'option',
        'aria-selected': isSelected,
        ...(isActive && { 'data-active': '' }),
        ...(isSelected && { 'data-selected': '' }),
        'data-offset': zone.offsetLabel,
        onMouseDown: keepFocus,
        onClick: () => state.select(zone.id),
        onPointerMove: () => {
          if (!isActive) state.setActiveZone(zone.id);
        },
      };
    },
  };
}
