import { canonicalTimeZone } from '@booking-kit/core';
import { useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';

/** Options of {@link useTimeZonePickerState}: the value, open and query conventions. */
export interface TimeZonePickerStateOptions {
  /** The chosen IANA zone (controlled); `null` for none. */
  value?: string | null;
  /** The zone chosen at first (uncontrolled). @default null */
  defaultValue?: string | null;
  /** Called with the chosen zone's current tzdata name, e.g. 'Asia/Kolkata'. */
  onValueChange?: (zone: string | null) => void;
  /** Whether the list is shown (controlled). */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The search text (controlled). */
  query?: string;
  /** @default '' */
  defaultQuery?: string;
  onQueryChange?: (query: string) => void;
  /** Nothing can be chosen. @default false */
  disabled?: boolean;
}

/** The state of a time-zone picker. */
export interface TimeZonePickerState {
  /** The chosen zone under its current tzdata name (`Asia/Calcutta` reads as `Asia/Kolkata`). */
  value: string | null;
  open: boolean;
  query: string;
  /** Whether the visitor typed since the list opened: the input then shows the query and the list is filtered. */
  isFiltering: boolean;
  /** The zone the visitor moved to with the keyboard or pointer, before the behaviour hook checks it is listed. */
  activeZone: string | null;
  disabled: boolean;
  setOpen(open: boolean): void;
  /** Sets the search text, filters by it and opens the list. */
  setQuery(query: string): void;
  setActiveZone(zone: string | null): void;
  /** Chooses a zone, closes the list and clears the search. */
  select(zone: string): void;
  /** Closes the list and puts the chosen zone back in the input. */
  close(): void;
}

/**
 * The state hook of the time-zone picker: the chosen zone, whether the list is open and the
 * search text, each controlled or uncontrolled; no effects and no `Intl` (the behaviour hook
 * describes zones).
 * @example const state = useTimeZonePickerState({ defaultValue: 'Europe/Berlin' });
 */
export function useTimeZonePickerState(options: TimeZonePickerStateOptions = {}): TimeZonePickerState {
  const [value, setValue] = useControlledState<string | null>(options.value, options.defaultValue ?? null, options.onValueChange);
  const [open, setOpenState] = useControlledState<boolean>(options.open, options.defaultOpen ?? false, options.onOpenChange);
  const [query, setQueryState] = useControlledState<string>(options.query, options.defaultQuery ?? '', options.onQueryChange);
  const [isFiltering, setFiltering] = useState(false);
  const [activeZone, setActiveZone] = useState<string | null>(null);
  const disabled = options.disabled ?? false;

  const close = () => {
    setOpenState(false);
    setFiltering(false);
    setQueryState('');
    setActiveZone(null);
  };
  return {
    value: value === null ? null : canonicalTimeZone(value),
    open: open && !disabled,
    query,
    isFiltering,
    activeZone,
    disabled,
    setOpen: (next) => {
      if (!next) close();
      else if (!disabled) setOpenState(true);
    },
    setQuery: (next) => {
      if (disabled) return;
      setQueryState(next);
      setFiltering(true);
      setActiveZone(null);
      setOpenState(true);
    },
    setActiveZone,
    select: (zone) => {
      if (disabled) return;
      setValue(canonicalTimeZone(zone));
      close();
    },
    close,
  };
}
