import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Classes of a {@link LanguageSwitcher}: the surface it sits on and where its links sit in the
 * line. Use them on the headless `LanguageSwitcher.Root` to give a custom switcher the same look.
 * @example <LanguageSwitcher.Root className={languageSwitcherVariants({ tone: 'dark' })} hrefFor={hrefFor} />
 */
export const languageSwitcherVariants = cva('bk-language-switcher', {
  variants: {
    /**
     * The surface behind the links: `dark` for a dark band or page (e.g. an error page) in a
     * light theme, `light` for a light one in a dark theme. The tokens switch to the colours made
     * for that surface, so the links keep AA contrast on it. @default the theme's
     */
    tone: { light: 'bk-language-switcher--light', dark: 'bk-language-switcher--dark' },
    /** @default 'center' */
    align: {
      start: 'bk-language-switcher--start',
      center: 'bk-language-switcher--center',
      end: 'bk-language-switcher--end',
    },
  },
  defaultVariants: { align: 'center' },
});

/** The variant props of {@link languageSwitcherVariants}. */
export type LanguageSwitcherVariantProps = VariantProps<typeof languageSwitcherVariants>;
