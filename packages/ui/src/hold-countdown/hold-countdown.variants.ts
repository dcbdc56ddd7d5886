import { cva } from 'class-variance-authority';

/**
 * Classes of the hold countdown, keyed on the headless `phase` (`data-state`): calm while the
 * hold runs, urgent in its last minute, and a danger note once it has lapsed.
 * @example <HoldCountdownRoot className={holdCountdownVariants({ phase: 'ending' })} ... />
 */
export const holdCountdownVariants = cva('bk-hold-countdown', {
  variants: {
    phase: {
      active: 'bk-hold-countdown--active',
      ending: 'bk-hold-countdown--ending',
      expired: 'bk-hold-countdown--expired',
    },
  },
  defaultVariants: { phase: 'active' },
});
