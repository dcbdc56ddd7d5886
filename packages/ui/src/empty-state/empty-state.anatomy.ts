import { type AnatomyPart, createAnatomy } from '@booking-kit/react';

/**
 * The parts of an empty state, a component of this package only, declared once: each value is the
 * part's `data-part` attribute.
 * @selector [data-scope="empty-state"][data-part="text"]
 */
export const emptyStateAnatomy = createAnatomy('empty-state', {
  root: 'root',
  text: 'text',
  title: 'title',
  description: 'description',
  action: 'action',
});

/** An empty-state part name. */
export type EmptyStatePart = AnatomyPart<typeof emptyStateAnatomy>;
