import { createContext } from '@radix-ui/react-context';
import type { TimeZonePickerApi } from './use-time-zone-picker';

/** @internal The API of the nearest `<TimeZonePicker.Root>`. */
const [TimeZonePickerProvider, useTimeZonePickerValue] = createContext<{ value: TimeZonePickerApi }>('<TimeZonePicker.Root>');

export { TimeZonePickerProvider };

/**
 * The state, described zones and prop bags of the nearest `<TimeZonePicker.Root>`, for custom parts.
 * @throws when used outside `<TimeZonePicker.Root>`.
 * @example const { results, selected } = useTimeZonePickerContext();
 */
export function useTimeZonePickerContext(): TimeZonePickerApi {
  return useTimeZonePickerValue('useTimeZonePickerContext').value;
}
