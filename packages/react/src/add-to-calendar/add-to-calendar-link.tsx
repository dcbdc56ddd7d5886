import type { CalendarProvider } from '@booking-kit/core';
import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from 'react-aria';
import type { AsChildProps } from '../utils/as-child';
import { InteractivePart } from '../utils/interactive-part';
import { mergePartProps } from '../utils/merge-part-props';
import { useAddToCalendarContext } from './add-to-calendar-context';

/** Props of {@link AddToCalendarLink}. */
export interface AddToCalendarLinkProps extends AsChildProps, ComponentPropsWithRef<'a'> {
  provider: CalendarProvider;
}

/**
 * Opens the provider's new-event page with the appointment filled in, in a new tab; screen
 * readers hear that it opens a new tab. Rendered for a single appointment only (see `canLink`).
 * It shows its interaction state (`data-hovered`, `data-pressed`, `data-focus-visible`).
 * @selector [data-scope="add-to-calendar"][data-part="link"][data-provider="google|outlook|office365|yahoo"]
 * @selector [data-part="link"][data-hovered] [data-pressed] [data-focus-visible]
 * @example <AddToCalendar.Link provider="office365" />
 */
export function AddToCalendarLink({ provider, asChild, children, ...props }: AddToCalendarLinkProps) {
  const api = useAddToCalendarContext();
  // A site's link adds one event: for several appointments only the .ics file holds them all.
  if (!api.canLink) return null;
  const merged = mergePartProps(api.getLinkProps(provider), props);
  const newTab = (
    <VisuallyHidden elementType="span" data-visually-hidden="">
      {' '}
      {api.newTabText}
    </VisuallyHidden>
  );
  // With asChild, a child with its own text replaces the name and the new-tab text: say both in it.
  if (asChild)
    return (
      <InteractivePart
        as="a"
        asChild
        content={
          <>
            {api.providerName(provider)}
            {newTab}
          </>
        }
        {...merged}
      >
        {children}
      </InteractivePart>
    );
  return (
    <InteractivePart as="a" {...merged}>
      {children ?? api.providerName(provider)}
      {newTab}
    </InteractivePart>
  );
}
