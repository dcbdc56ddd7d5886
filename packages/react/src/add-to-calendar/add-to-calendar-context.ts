import { createContext } from '@radix-ui/react-context';
import type { AddToCalendarApi } from './use-add-to-calendar';

/** @internal The API of the nearest `<AddToCalendar.Root>`. */
const [AddToCalendarProvider, useAddToCalendarValue] = createContext<{ value: AddToCalendarApi }>('<AddToCalendar.Root>');

export { AddToCalendarProvider };

/**
 * The prop bags of the nearest `<AddToCalendar.Root>`, for custom parts.
 * @throws when used outside `<AddToCalendar.Root>`.
 */
export function useAddToCalendarContext(): AddToCalendarApi {
  return useAddToCalendarValue('useAddToCalendarContext').value;
}
