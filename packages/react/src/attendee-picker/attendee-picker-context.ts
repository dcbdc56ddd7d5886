import { createContext, useContext } from 'react';
import type { AttendeePickerApi } from './use-attendee-picker';

/** The nearest `<AttendeePickerRoot>`'s API, for its parts. */
export const AttendeePickerContext = createContext<AttendeePickerApi | null>(null);

/**
 * The API of the nearest `<AttendeePicker.Root>`, for custom parts.
 * @throws Error outside an `<AttendeePicker.Root>`
 */
export function useAttendeePickerContext(): AttendeePickerApi {
  const api = useContext(AttendeePickerContext);
  if (api === null) throw new Error('AttendeePicker parts must be rendered inside <AttendeePicker.Root>.');
  return api;
}
