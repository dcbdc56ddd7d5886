import { type CalendarDate, endOfWeek, startOfWeek } from '@internationalized/date';
import type { KeyboardEvent } from 'react';

/** The next date for a grid key, following the APG date-picker grid pattern; `null` for other keys. */
export function dateForKey(event: KeyboardEvent, date: CalendarDate, tag: string): CalendarDate | null {
  switch (event.key) {
    case 'ArrowLeft':
      return date.subtract({ days: 1 });
    case 'ArrowRight':
      return date.add({ days: 1 });
    case 'ArrowUp':
      return date.subtract({ weeks: 1 });
    case 'ArrowDown':
      return date.add({ weeks: 1 });
    case 'Home':
      return startOfWeek(date, tag);
    case 'End':
      return endOfWeek(date, tag);
    case 'PageUp':
      return date.subtract(event.shiftKey ? { years: 1 } : { months: 1 });
    case 'PageDown':
      return date.add(event.shiftKey ? { years: 1 } : { months: 1 });
    default:
      return null;
  }
}
