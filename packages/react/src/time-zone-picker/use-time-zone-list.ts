import {
  describeTimeZone,
  describeTimeZones,
  type InstantInput,
  listTimeZones,
  loadTimeZoneCountries,
  matchTimeZones,
  type TimeZoneDescription,
  timeZoneCountriesLoaded,
  toEpochMs,
} from '@booking-kit/core';
import { useCallback, useEffect, useMemo, useState } from 'react';

/** Options of {@link useTimeZoneList}. */
export interface TimeZoneListOptions {
  /** The instant whose offsets and names are shown (DST). @default the time the picker mounted */
  at?: InstantInput;
  /** Only these zones are offered. @default every zone of the runtime (`listTimeZones()`) */
  zones?: readonly string[];
  /**
   * Loads the zone → country table the search needs, when the visitor first focuses
   * or opens the picker. A replacement must resolve only after `loadTimeZoneCountries()` has (a
   * story delays it this way). Read when the picker mounts.
   * @default loadTimeZoneCountries
   */
  loadCountries?: () => Promise<unknown>;
}

/** What the visitor searches for, as {@link useTimeZoneList} reads it. */
export interface TimeZoneSearch {
  /** The chosen zone (any tzdata name). */
  value: string | null;
  /** The search text; ignored unless `isFiltering`. */
  query: string;
  /** Whether the visitor typed since the list last showed the chosen zone. */
  isFiltering: boolean;
}

/** What {@link useTimeZoneList} returns. */
export interface TimeZoneList {
  /**
   * The zones matching the search, best first (every zone, by offset, while not filtering); empty
   * until the zone table has loaded. They are the combobox's collection, open or not.
   */
  results: TimeZoneDescription[];
  /** The zones are not ready yet (the country table is loading). */
  isLoading: boolean;
  /** The chosen zone, described; `null` when none is chosen or the runtime does not know it. */
  selected: TimeZoneDescription | null;
  /** Describes any zone in the picker's locale and instant; `null` for unknown zones. */
  describe(zone: string | null): TimeZoneDescription | null;
  /** The visitor turned to the picker (focused or opened it): load what the search needs now. */
  prepare(): void;
}

function safeDescribe(zone: string | null, locale: string, at: number): TimeZoneDescription | null {
  if (zone === null) return null;
  try {
    return describeTimeZone(zone, { locale, at });
  } catch {
    return null;
  }
}

/**
 * The described and searched zones of a picker. The zone → country table loads on demand and
 * describing all ~420 zones takes a few hundred milliseconds the first time (`Intl` formatters
 * are slow to build), so neither happens while the page renders: both start when the visitor
 * focuses the picker, usually before the first keystroke. The chosen zone alone is cheap.
 * @example const { results, selected } = useTimeZoneList({ value: 'Europe/Berlin', query: '', isFiltering: false }, 'de-DE', { at: Date.UTC(2026, 2, 10, 12) });
 */
export function useTimeZoneList(search: TimeZoneSearch, locale: string, options: TimeZoneListOptions): TimeZoneList {
  // "Now" is fixed per mount: offsets must not change while the visitor is choosing.
  const [mountedAt] = useState(() => Date.now());
  // Offsets change on whole minutes; rounding keeps `at={new Date()}` from re-describing every render.
  const at = Math.floor((options.at === undefined ? mountedAt : toEpochMs(options.at)) / 60_000) * 60_000;
  const zonesKey = options.zones?.join(',') ?? '';
  // The country table is its own chunk: it loads once the visitor turns to the picker (focus or
  // open), so a visitor who keeps the detected zone never downloads it. Then every zone is described
  // once (until the locale or instant changes), so searching and reopening are free.
  const [loadCountries] = useState(() => options.loadCountries);
  const [countriesReady, setCountriesReady] = useState(() => loadCountries === undefined && timeZoneCountriesLoaded());
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (countriesReady || !wanted) return;
    let live = true;
    void (loadCountries ?? loadTimeZoneCountries)().then(
      () => live && setCountriesReady(true),
      (error: unknown) => {
        // A chunk that fails to load must not leave the list 'Loading…' for good: the zones are
        // still listed and found by city, name and offset, only without their countries.
        console.warn('booking-kit: the time-zone country table did not load; zones are listed without countries.', error);
        if (live) setCountriesReady(true);
      },
    );
    return () => {
      live = false;
    };
  }, [countriesReady, wanted, loadCountries]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `zonesKey` stands for `options.zones` by content.
  const all = useMemo(
    () => (countriesReady ? describeTimeZones(options.zones ?? listTimeZones(), { locale, at }) : null),
    [countriesReady, locale, at, zonesKey],
  );
  const query = search.isFiltering ? search.query : '';
  const results = useMemo(() => (all ? matchTimeZones(all, query, { locale }) : []), [all, query, locale]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the description gains its country once the table has loaded.
  const selected = useMemo(() => safeDescribe(search.value, locale, at), [search.value, locale, at, countriesReady]);

  useEffect(() => {
    if (search.value !== null && selected === null) {
      console.warn(`booking-kit: TimeZonePicker value "${search.value}" is not a time zone this runtime knows.`);
    }
  }, [search.value, selected]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: descriptions gain their country once the table has loaded.
  const describe = useCallback((zone: string | null) => safeDescribe(zone, locale, at), [locale, at, countriesReady]);
  const prepare = useCallback(() => setWanted(true), []);
  return { results, isLoading: all === null, selected, describe, prepare };
}
