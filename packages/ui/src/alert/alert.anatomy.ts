import { type AnatomyPart, createAnatomy } from '@booking-kit/react';

/**
 * The parts of an alert, a component of this package only, declared once: each value is the
 * part's `data-part` attribute.
 * @selector [data-scope="alert"][data-part="title"]
 */
export const alertAnatomy = createAnatomy('alert', {
  root: 'root',
  title: 'title',
  body: 'body',
});

/** An alert part name. */
export type AlertPart = AnatomyPart<typeof alertAnatomy>;
