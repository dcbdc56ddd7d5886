import { canonicalTimeZone, type TimeZoneDescription } from '@booking-kit/core';
import { useState } from 'react';
import { useLocale } from 'react-aria';
import { Item } from 'react-stately/Item';
import { type ComboBoxState, useComboBoxState } from 'react-stately/useComboBoxState';
import { useControlledState } from 'react-stately/useControlledState';
import { zoneText } from './time-zone-picker-text';
import { type TimeZoneListOptions, useTimeZoneList } from './use-time-zone-list';

/** Options of {@link useTimeZonePickerState}: the value convention and the zones offered. */
export interface TimeZonePickerStateOptions extends TimeZoneListOptions {
  /** The chosen IANA zone (controlled); `null` for none. */
  value?: string | null;
  /** The zone chosen at first (uncontrolled). @default null */
  defaultValue?: string | null;
  /** Called with the chosen zone's current tzdata name, e.g. 'Asia/Kolkata'. */
  onValueChange?: (zone: string | null) => void;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Called with the search text as the visitor types it. */
  onQueryChange?: (query: string) => void;
  /** Nothing can be chosen. @default false */
  disabled?: boolean;
}

/** The state of a time-zone picker. */
export interface TimeZonePickerState {
  /** The chosen zone under its current tzdata name (`Asia/Calcutta` reads as `Asia/Kolkata`). */
  value: string | null;
  /** The chosen zone, described in the active locale. */
  selected: TimeZoneDescription | null;
  /** Whether the list is shown. */
  open: boolean;
  /** What the input shows: the search while the visitor types, else the chosen zone and its offset. */
  inputValue: string;
  /** The search text; `''` while the input shows the chosen zone. */
  query: string;
  /** Whether the visitor typed since the input last showed the chosen zone: the list is then filtered. */
  isFiltering: boolean;
  disabled: boolean;
  /** The zones matching the search, best first (every zone, by offset, while not filtering): the combobox's collection. */
  results: TimeZoneDescription[];
  /** The zone table (its own chunk) has not arrived yet. */
  isLoading: boolean;
  /** Describes any zone in the picker's locale and instant; `null` for unknown zones. */
  describe(zone: string | null): TimeZoneDescription | null;
  /** Starts loading the zone table (the picker got focus). */
  prepare(): void;
  /** Chooses a zone, closes the list and puts the zone's name in the input. */
  select(zone: string | null): void;
  /** react-stately's combo box state under the picker: open state, input text, active option (`selectionManager.focusedKey`). */
  combobox: ComboBoxState<TimeZoneDescription>;
}

/** One zone in react-stately's collection; its text is what the input shows once it is chosen. */
const renderItem = (zone: TimeZoneDescription) => (
  <Item key={zone.id} textValue={zoneText(zone)}>
    {zone.city}
  </Item>
);

/**
 * The state hook of the time-zone picker, on react-stately's `useComboBoxState`: the chosen zone
 * (controlled or uncontrolled), the input text and the open list. The zones searched are the
 * combobox's items, so the keyboard moves through exactly the listed results. No URL or storage.
 * @example const state = useTimeZonePickerState({ defaultValue: 'Europe/Berlin', at: slotStart });
 */
export function useTimeZonePickerState(options: TimeZonePickerStateOptions = {}): TimeZonePickerState {
  const { locale } = useLocale();
  const [rawValue, setRawValue] = useControlledState<string | null>(
    options.value,
    options.defaultValue ?? null,
    options.onValueChange,
  );
  const value = rawValue === null ? null : canonicalTimeZone(rawValue);
  // The search text while the visitor types; `null` while the input shows the chosen zone. Keeping
  // the zone's name derived (not stored) lets a new value or locale show at once, with no effect.
  const [typed, setTyped] = useState<string | null>(null);
  const list = useTimeZoneList({ value, query: typed ?? '', isFiltering: typed !== null }, locale, options);
  const selectedText = list.selected ? zoneText(list.selected) : '';
  const inputValue = typed ?? selectedText;
  const disabled = options.disabled ?? false;

  const select = (zone: string | null) => {
    setTyped(null);
    const next = zone === null ? null : canonicalTimeZone(zone);
    if (next !== value) setRawValue(next);
  };
  // Value and input text are both controlled here, as react-stately documents for a combo box whose
  // input text is not an item's own text: it reports a commit through `onChange` and we restore the
  // zone's name. The list opens only when the visitor types, arrows or presses the trigger
  // ('manual'), never because the input text changed after a commit.
  const combobox = useComboBoxState<TimeZoneDescription>({
    items: list.results,
    children: renderItem,
    value,
    onChange: (key) => select(key === null ? null : String(key)),
    inputValue,
    onInputChange: (text) => {
      setTyped(text === selectedText ? null : text);
      if (text !== selectedText) options.onQueryChange?.(text);
    },
    onOpenChange: (open) => {
      if (open) list.prepare();
      options.onOpenChange?.(open);
    },
    menuTrigger: 'manual',
    // Open means open: while the table loads (no items yet) and when nothing matches, the list stays
    // open with its 'Loading…' row or beside the empty message, so its ARIA never contradicts it.
    allowsEmptyCollection: true,
    isDisabled: disabled,
  });

  return {
    value,
    selected: list.selected,
    open: combobox.isOpen && !disabled,
    inputValue,
    query: typed ?? '',
    isFiltering: typed !== null,
    disabled,
    results: list.results,
    isLoading: list.isLoading,
    describe: list.describe,
    prepare: list.prepare,
    select: (zone) => {
      if (!disabled) combobox.setValue(zone === null ? null : canonicalTimeZone(zone));
    },
    combobox,
  };
}
