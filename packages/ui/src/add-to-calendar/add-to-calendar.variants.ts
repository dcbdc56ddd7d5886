import { cva } from 'class-variance-authority';

/**
 * Classes of one add-to-calendar choice, keyed on the headless part's `provider` (the `.ics`
 * download is `ics`), so that design and behaviour use the same names.
 * @example <AddToCalendarLink provider="google" className={addToCalendarItemVariants({ provider: 'google' })} />
 */
export const addToCalendarItemVariants = cva('bk-add-to-calendar__item', {
  variants: {
    provider: {
      google: 'bk-add-to-calendar__item--google',
      outlook: 'bk-add-to-calendar__item--outlook',
      office365: 'bk-add-to-calendar__item--office365',
      yahoo: 'bk-add-to-calendar__item--yahoo',
      ics: 'bk-add-to-calendar__item--ics',
    },
  },
});
