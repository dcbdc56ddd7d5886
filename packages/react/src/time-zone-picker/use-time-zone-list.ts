import {
  describeTimeZone,
  describeTimeZones,
  type InstantInput,
  listTimeZones,
  matchTimeZones,
  type TimeZoneDescription,
  toEpochMs,
} from '@booking-kit/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TimeZonePickerState } from './use-time-zone-picker-state';

/** Options of {@link useTimeZoneList}. */
export interface TimeZoneListOptions {
  /** The instant whose offsets and names are shown (DST). @default the time the picker mounted */
  at?: InstantInput;
  /** Only these zones are offered. @default every zone of the runtime (`listTimeZones()`) */
  zones?: readonly string[];
}

/** What {@link useTimeZoneList} returns. */
export interface TimeZoneList {
  /** The zones matching the search, best first; empty while the list is closed. */
  results: TimeZoneDescription[];
  /** The chosen zone, described; `null` when none is chosen or the runtime does not know it. */
  selected: TimeZoneDescription | null;
  /** Describes any zone in the picker's locale and instant; `null` for unknown zones. */
  describe(zone: string | null): TimeZoneDescription | null;
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
 * The described and searched zones of a picker. Describing all ~420 zones takes a few hundred
 * milliseconds the first time (`Intl` formatters are slow to build), so it is not done while the
 * page renders: it waits for the browser's first idle moment (or the list's first opening, if
 * sooner), so that the first search answers at once. The chosen zone alone is cheap.
 * @example const { results, selected } = useTimeZoneList(state, tag, { at: Date.UTC(2026, 2, 10, 12) });
 */
export function useTimeZoneList(state: TimeZonePickerState, locale: string, options: TimeZoneListOptions): TimeZoneList {
  // "Now" is fixed per mount: offsets must not change while the visitor is choosing.
  const [mountedAt] = useState(() => Date.now());
  // Offsets change on whole minutes; rounding keeps `at={new Date()}` from re-describing every render.
  const at = Math.floor((options.at === undefined ? mountedAt : toEpochMs(options.at)) / 60_000) * 60_000;
  const zonesKey = options.zones?.join(',') ?? '';
  // Once opened, the descriptions are kept (until the locale or instant changes): reopening is free.
  const [needsAll, setNeedsAll] = useState(state.open);
  if (state.open && !needsAll) setNeedsAll(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `zonesKey` stands for `options.zones` by content.
  const all = useMemo(
    () => (needsAll ? describeTimeZones(options.zones ?? listTimeZones(), { locale, at }) : null),
    [needsAll, locale, at, zonesKey],
  );
  useEffect(() => {
    if (needsAll) return;
    const describeAll = () => setNeedsAll(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(describeAll, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    // Safari has no requestIdleCallback: the spec's delay for asynchronously loaded parts.
    const timer = setTimeout(describeAll, 200);
    return () => clearTimeout(timer);
  }, [needsAll]);
  const query = state.isFiltering ? state.query : '';
  const results = useMemo(
    () => (all && state.open ? matchTimeZones(all, query, { locale }) : []),
    [all, state.open, query, locale],
  );
  const selected = useMemo(() => safeDescribe(state.value, locale, at), [state.value, locale, at]);

  useEffect(() => {
    if (state.value !== null && selected === null) {
      console.warn(`booking-kit: TimeZonePicker value "${state.value}" is not a time zone this runtime knows.`);
    }
  }, [state.value, selected]);

  const describe = useCallback((zone: string | null) => safeDescribe(zone, locale, at), [locale, at]);
  return { results, selected, describe };
}
