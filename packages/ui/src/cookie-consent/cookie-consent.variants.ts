import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Classes of the cookie banner: `placement` `bottom` floats it over the page's foot, `inline`
 * leaves it where the app renders it.
 * @example <div className={cookieConsentVariants({ placement: 'inline' })} />
 */
export const cookieConsentVariants = cva('bk-cookie-consent', {
  variants: {
    /** @default 'bottom' */
    placement: { bottom: 'bk-cookie-consent--bottom', inline: 'bk-cookie-consent--inline' },
  },
  defaultVariants: { placement: 'bottom' },
});

/** The variant props of {@link cookieConsentVariants}. */
export type CookieConsentVariantProps = VariantProps<typeof cookieConsentVariants>;
