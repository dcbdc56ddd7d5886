import { createContext, useContext } from 'react';
import type { TimeZonePickerApi } from './use-time-zone-picker';

/** @internal The API of the nearest `<TimeZonePicker.Root>`; `null` outside one. */
export const TimeZonePickerContext = createContext<TimeZonePickerApi | null>(null);

/**
 * The state, described zones and prop bags of the nearest `<TimeZonePicker.Root>`, for custom parts.
 * @throws when used outside `<TimeZonePicker.Root>`.
 * @example const { results, selected } = useTimeZonePickerContext();
 */
export function useTimeZonePickerContext(): TimeZonePickerApi {
  const context = useContext(TimeZonePickerContext);
  if (!context) throw new Error('`useTimeZonePickerContext` must be used within `<TimeZonePicker.Root>`');
  return context;
}
