import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of a hold countdown, declared once: each value is the part's `data-part`.
 * @selector [data-scope="hold-countdown"][data-part="time"]
 */
export const holdCountdownAnatomy = createAnatomy('hold-countdown', {
  root: 'root',
  time: 'time',
  status: 'status',
});

/** A hold-countdown part name. */
export type HoldCountdownPart = AnatomyPart<typeof holdCountdownAnatomy>;

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export const holdCountdownPartAttrs = holdCountdownAnatomy.attrs;
