import { createContext, useContext } from 'react';
import type { AddToCalendarApi } from './use-add-to-calendar';

/** @internal The API of the nearest `<AddToCalendar.Root>`; `null` outside one. */
export const AddToCalendarContext = createContext<AddToCalendarApi | null>(null);

/**
 * The prop bags of the nearest `<AddToCalendar.Root>`, for custom parts.
 * @throws when used outside `<AddToCalendar.Root>`.
 */
export function useAddToCalendarContext(): AddToCalendarApi {
  const context = useContext(AddToCalendarContext);
  if (!context) throw new Error('`useAddToCalendarContext` must be used within `<AddToCalendar.Root>`');
  return context;
}
