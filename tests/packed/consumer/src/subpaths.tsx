import { createTranslator, loadCatalogs, type Translator } from '@booking-kit/core';
import { ErrorStateRoot, LocaleProvider, SlotPickerHeader, SlotPickerMonthTitle, SlotPickerNextMonth } from '@booking-kit/react';
import { ErrorState } from '@booking-kit/react/error-state';
import { SlotPicker } from '@booking-kit/react/slot-picker';
import { CalendarDate } from '@internationalized/date';
import { useEffect, useState } from 'react';

/**
 * The page at `/subpaths`: primitives imported through their subpaths (`@booking-kit/react/slot-picker`)
 * mixed with the same primitives' parts from the package root, both ways round. A part finds its
 * root through a React context, so each works only if the subpath and the root are one copy of
 * the context's module: the ErrorState parts inside a root-imported `<ErrorStateRoot>`, the
 * root-imported month parts inside `<SlotPicker.Root>`, and all of them under the root's `<LocaleProvider>`.
 */
export function SubpathsPage() {
  const [translator, setTranslator] = useState<Translator>();
  const [retries, setRetries] = useState(0);
  useEffect(() => {
    void loadCatalogs('en').then(({ messages, fallback }) => setTranslator(createTranslator('en', messages, fallback)));
  }, []);
  if (!translator) return null;
  return (
    <LocaleProvider translator={translator} timeZone="Europe/Amsterdam">
      <ErrorStateRoot onRetry={() => setRetries((count) => count + 1)}>
        <ErrorState.Message>Retried {retries} times</ErrorState.Message>
        <ErrorState.Retry />
      </ErrorStateRoot>
      <SlotPicker.Root days={[]} today={new CalendarDate(2026, 12, 1)}>
        <SlotPickerHeader>
          <SlotPickerMonthTitle />
          <SlotPickerNextMonth />
        </SlotPickerHeader>
      </SlotPicker.Root>
    </LocaleProvider>
  );
}
