import type { TimeZoneDescription } from '@booking-kit/core';
import { type ChangeEvent, type FocusEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef } from 'react';
import { useButton, useComboBox } from 'react-aria';
import { useLocale } from '../locale/locale-context';
import { timeZonePickerPartId as partId } from './time-zone-picker.anatomy';
import type { TimeZoneOptionState, TimeZonePickerPropBags } from './time-zone-picker.types';
import { zoneText } from './time-zone-picker-text';
import { useDetectedTimeZone } from './use-detected-time-zone';
import type { TimeZonePickerState } from './use-time-zone-picker-state';

/** Options of {@link useTimeZonePicker}. */
export interface TimeZonePickerOptions {
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
  /** The option the keyboard is on (`aria-activedescendant`), while the list is open. */
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
  /**
   * The trigger is being pressed, as its `useButton` tracks it: the trigger part shows it as
   * `data-pressed` without a press responder of its own.
   */
  isTriggerPressed: boolean;
  getOptionState(zone: TimeZoneDescription): TimeZoneOptionState;
}

const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();

/**
 * The behaviour hook of the time-zone picker, an ARIA 1.2 combobox with a listbox popup on
 * react-aria's `useComboBox` (keyboard, ARIA, focus) and `useButton` (the trigger): typing
 * searches (city, country, abbreviation, name or UTC offset, in the active locale) with the best
 * match active; ArrowDown / ArrowUp open the list and move the active option (Home / End,
 * PageUp / PageDown too); Enter or a click chooses; Escape closes and restores the input, a second
 * Escape clears it; Tab chooses the active option and moves on. Results are announced politely.
 * @example const api = useTimeZonePicker({ name: 'timeZone' }, useTimeZonePickerState({ defaultValue: 'Europe/Berlin' }));
 */
export function useTimeZonePicker(options: TimeZonePickerOptions, state: TimeZonePickerState): TimeZonePickerApi {
  const { t } = useLocale();
  const baseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listBoxRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const { combobox } = state;
  const label = t('timeZonePicker.label');
  const triggerLabel = t('timeZonePicker.showAll');

  const aria = useComboBox<TimeZoneDescription>(
    {
      label,
      placeholder: options.placeholder ?? t('timeZonePicker.placeholder'),
      isDisabled: state.disabled,
      inputRef,
      listBoxRef,
      buttonRef,
      // The popup is inline, not a portal: the whole picker is what react-aria treats as the popover,
      // so pressing the detected zone or the status keeps the list's state, and while the list is
      // open only the rest of the page is hidden from assistive technology (not the label or status).
      popoverRef: rootRef,
    },
    combobox,
  );
  const { buttonProps, isPressed: isTriggerPressed } = useButton(aria.buttonProps, buttonRef);

  const detectedZone = useDetectedTimeZone(options.detectedTimeZone);
  const detectedDescription = useMemo(() => state.describe(detectedZone), [state.describe, detectedZone]);
  const detected = detectedDescription && detectedDescription.id !== state.value ? detectedDescription : null;

  const open = state.open;
  const results = open ? state.results : [];
  const isLoading = open && state.isLoading;
  const activeZone = open && combobox.selectionManager.focusedKey != null ? String(combobox.selectionManager.focusedKey) : null;
  const isEmpty = open && !isLoading && results.length === 0;
  const firstZone = state.results[0]?.id ?? null;

  // APG's "list autocomplete with automatic selection": while the visitor types, the best match is
  // the active option, so Enter chooses it. react-aria clears the active option on every keystroke
  // (and when the zone table arrives); this runs after its own effects and puts the first back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run per search text; the manager is new each render.
  useEffect(() => {
    if (open && state.isFiltering) combobox.selectionManager.setFocusedKey(firstZone);
  }, [open, state.isFiltering, state.query, firstZone]);

  // A picker disabled while its list is open closes it, so `aria-expanded` keeps agreeing with `data-state`.
  useEffect(() => {
    if (state.disabled && combobox.isOpen) combobox.close();
  }, [state.disabled, combobox]);

  // After a search ends (Escape, Enter, a click) the input shows the chosen zone again; selecting
  // its text lets the next keystroke start a new search instead of appending to the zone's name.
  const wasFiltering = useRef(state.isFiltering);
  useEffect(() => {
    const element = inputRef.current;
    // The focused element of the input's own document or shadow root (`document.activeElement` is the host there).
    const focused = (element?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
    if (wasFiltering.current && !state.isFiltering && element && element === focused) element.select();
    wasFiltering.current = state.isFiltering;
  }, [state.isFiltering]);

  const { onKeyDown, onChange, onFocus, ...inputAria } = aria.inputProps;
  const count = results.length;
  const dataState = open ? 'open' : 'closed';
  return {
    state,
    results,
    selected: state.selected,
    detected,
    activeZone,
    isLoading,
    loadingText: t('common.loading'),
    label,
    inputValue: state.inputValue,
    statusText: !open
      ? ''
      : isLoading
        ? t('common.loading')
        : count > 0
          ? t('timeZonePicker.results', { count })
          : t('timeZonePicker.noResults'),
    emptyText: t('timeZonePicker.noResults'),
    isEmpty,
    detectedText: detected ? t('timeZonePicker.useDetected', { zone: zoneText(detected) }) : null,
    triggerLabel,
    isTriggerPressed,
    getOptionState: (zone) => ({ isActive: zone.id === activeZone, isSelected: zone.id === state.value }),
    rootProps: { ref: rootRef, 'data-state': dataState, ...(state.disabled && { 'data-disabled': '' }) },
    labelProps: aria.labelProps as TimeZonePickerPropBags['labelProps'],
    inputProps: {
      ...inputAria,
      ref: inputRef,
      // A name and an offset are not words to correct.
      spellCheck: false,
      'data-state': dataState,
      ...(state.disabled && { 'data-disabled': '' }),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        onChange?.(event);
        // The list opens when the visitor types (react-aria's 'input' trigger would also reopen it
        // when a commit puts the zone's name back in the input).
        if (!combobox.isOpen) combobox.open(null, 'input');
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        // Enter with no active option (the table still loading, or no match) keeps the search:
        // react-aria would put the previous zone back and close the list under the visitor's typing.
        if (event.key === 'Enter' && open && combobox.selectionManager.focusedKey == null) {
          event.preventDefault();
          return;
        }
        onKeyDown?.(event);
        // APG: Escape on a closed list clears the combobox (react-aria's revert only closes it).
        if (event.key === 'Escape' && !open && state.inputValue !== '' && !state.disabled) state.select(null);
      },
      onFocus: (event: FocusEvent<HTMLInputElement>) => {
        onFocus?.(event);
        // react-aria also sends the input focus events of its own when no option is active any more
        // (virtual focus); only the browser's own (a real arrival) selects the text, or typing would replace it.
        if (!event.nativeEvent.isTrusted) return;
        // Select the zone's text so typing replaces it with a search, and fetch the zone table now.
        event.currentTarget.select();
        state.prepare();
      },
    },
    triggerProps: {
      ...(buttonProps as TimeZonePickerPropBags['triggerProps']),
      ref: buttonRef,
      // Named for what it shows; react-aria's own label would be 'Show suggestions' with the field's label.
      'aria-label': triggerLabel,
      'aria-labelledby': undefined,
      'data-state': dataState,
      ...(state.disabled && { 'data-disabled': '' }),
    },
    contentProps: { 'data-state': dataState, onMouseDown: keepFocus },
    // The listbox is named by the field's label alone (react-aria would prefix 'Suggestions').
    listBoxOptions: { ...aria.listBoxProps, 'aria-label': undefined, 'aria-labelledby': aria.labelProps.id },
    listboxProps: { ref: listBoxRef, ...(isLoading && { 'aria-busy': true as const }) },
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
        inputRef.current?.focus();
        state.select(detected.id);
      },
    },
    hiddenInputProps: options.name ? { type: 'hidden', name: options.name, value: state.value ?? '' } : null,
  };
}
