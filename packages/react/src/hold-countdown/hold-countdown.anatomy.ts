/**
 * The parts of a hold countdown, declared once: each value is the part's `data-part`.
 * @selector [data-scope="hold-countdown"][data-part="time"]
 */
export const holdCountdownAnatomy = {
  root: 'root',
  time: 'time',
  status: 'status',
} as const;

/** A hold-countdown part name. */
export type HoldCountdownPart = (typeof holdCountdownAnatomy)[keyof typeof holdCountdownAnatomy];

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export function holdCountdownPartAttrs<Part extends HoldCountdownPart>(part: Part) {
  return { 'data-scope': 'hold-countdown', 'data-part': part } as const;
}
