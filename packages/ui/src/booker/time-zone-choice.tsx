import { useLocale } from '@booking-kit/react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../button/button';
import { LazyPart } from '../skeleton/lazy-part';
import { Skeleton } from '../skeleton/skeleton';
import { LazyTimeZonePicker } from './lazy-parts';

/** Props of {@link TimeZoneChoice}. */
export interface TimeZoneChoiceProps {
  timeZone: string;
  onTimeZoneChange(timeZone: string): void;
}

/**
 * @selector .bk-root .bk-flow-step__time-zone
 * 'Change time zone', which opens the library's TimeZonePicker (fetched then: most visitors keep
 * the zone their browser reported, which the calendar already names) with focus in its search.
 */
export function TimeZoneChoice({ timeZone, onTimeZoneChange }: TimeZoneChoiceProps) {
  const { t } = useLocale();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const [focusSearch, setFocusSearch] = useState(false);
  useEffect(() => {
    if (!focusSearch) return;
    // The picker arrives a moment after the press: focus its search once it is there.
    const observer = new MutationObserver(() => focus());
    const focus = () => {
      const input = container.current?.querySelector('input');
      if (!input) return;
      input.focus();
      setFocusSearch(false);
      observer.disconnect();
    };
    if (container.current) observer.observe(container.current, { childList: true, subtree: true });
    focus();
    return () => observer.disconnect();
  }, [focusSearch]);
  if (!open) {
    return (
      <Button
        variant="secondary"
        size="sm"
        type="button"
        className="bk-flow-step__time-zone"
        onClick={() => {
          setOpen(true);
          setFocusSearch(true);
        }}
      >
        {t('timeZonePicker.change')}
      </Button>
    );
  }
  return (
    <div ref={container}>
      <LazyPart shapes={<Skeleton variant="block" />}>
        <LazyTimeZonePicker value={timeZone} onValueChange={(zone) => zone && onTimeZoneChange(zone)} />
      </LazyPart>
    </div>
  );
}
