import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { mergeProps } from 'react-aria';
import { usePortalContainer } from '../portal-container/portal-container-context';
import { ActionPart } from '../utils/action-part';
import type { AsChildProps } from '../utils/as-child';
import { HeadingPart } from '../utils/heading-part';
import { mergePartProps } from '../utils/merge-part-props';
import { PartElement } from '../utils/part-element';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
import { cookieConsentPartAttrs as attrs } from './cookie-consent.anatomy';
import { COOKIE_CONSENT_CATEGORIES } from './cookie-consent-categories';
import { useCookieConsentContext } from './cookie-consent-context';
import type { CookieConsentCategoryRow } from './use-cookie-preferences';

/** Props of {@link CookieConsentPreferences}. */
export interface CookieConsentPreferencesProps {
  /** The overlay and the content. @default both, with every default part */
  children?: ReactNode;
}

/**
 * The preferences dialog: a Radix modal dialog portalled into the widget's root (see
 * `PortalContainerProvider`), open while `state.preferences.isOpen`. Render it beside the banner,
 * not inside it: it outlives the banner while the visitor decides.
 * @example
 * <CookieConsent.Banner>… <CookieConsent.Customize /></CookieConsent.Banner>
 * <CookieConsent.Preferences />
 */
export function CookieConsentPreferences({ children }: CookieConsentPreferencesProps) {
  const api = useCookieConsentContext();
  const container = usePortalContainer();
  return (
    <Dialog.Root {...api.preferencesRootProps}>
      <Dialog.Portal container={container ?? undefined}>
        {children ?? (
          <>
            <CookieConsentPreferencesOverlay />
            <CookieConsentPreferencesContent />
          </>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Props of {@link CookieConsentPreferencesOverlay}. */
export interface CookieConsentPreferencesOverlayProps extends AsChildProps, ComponentPropsWithRef<'div'> {}

/**
 * The backdrop behind the preferences.
 * @selector [data-scope="cookie-consent"][data-part="preferences-overlay"][data-state="open|closed"]
 */
export function CookieConsentPreferencesOverlay(props: CookieConsentPreferencesOverlayProps) {
  return <Dialog.Overlay {...mergePartProps(attrs('preferences-overlay'), props)} />;
}

/** Props of {@link CookieConsentPreferencesContent}. */
export interface CookieConsentPreferencesContentProps extends AsChildProps, ComponentPropsWithRef<'div'> {}

/**
 * The dialog, named by its title and described by its description: focus starts on the first
 * switch, Tab stays inside (also in a shadow root), Escape closes without saving and focus
 * returns to 'Customize'. Without children: title, description, a row per category, 'Save
 * choices', 'Accept all' and the close button.
 * @selector [data-scope="cookie-consent"][data-part="preferences"][data-state="open|closed"]
 */
export function CookieConsentPreferencesContent({ children, ...props }: CookieConsentPreferencesContentProps) {
  const api = useCookieConsentContext();
  return (
    <Dialog.Content {...mergePartProps(api.preferencesContentProps, props)}>
      {children ?? (
        <>
          <CookieConsentPreferencesTitle />
          <CookieConsentPreferencesDescription />
          {(['essential', ...COOKIE_CONSENT_CATEGORIES] as const).map((row) => (
            <CookieConsentCategory key={row} category={row} />
          ))}
          <CookieConsentPreferencesSave />
          <CookieConsentPreferencesAcceptAll />
          <CookieConsentPreferencesClose />
        </>
      )}
    </Dialog.Content>
  );
}

/** Props of {@link CookieConsentPreferencesTitle}. */
export interface CookieConsentPreferencesTitleProps extends AsChildProps, ComponentPropsWithRef<'h2'> {}

/**
 * 'Cookie preferences', which names the dialog.
 * @selector [data-scope="cookie-consent"][data-part="preferences-title"]
 */
export function CookieConsentPreferencesTitle(props: CookieConsentPreferencesTitleProps) {
  const api = useCookieConsentContext();
  return (
    <Dialog.Title asChild>
      <HeadingPart own={attrs('preferences-title')} content={api.preferencesTitle} {...props} />
    </Dialog.Title>
  );
}

/** Props of {@link CookieConsentPreferencesDescription}. */
export interface CookieConsentPreferencesDescriptionProps extends AsChildProps, ComponentPropsWithRef<'p'> {}

/**
 * What the dialog is for; it describes the dialog.
 * @selector [data-scope="cookie-consent"][data-part="preferences-description"]
 */
export function CookieConsentPreferencesDescription({ asChild, ...props }: CookieConsentPreferencesDescriptionProps) {
  const api = useCookieConsentContext();
  return (
    <Dialog.Description asChild>
      <PartElement
        as="p"
        asChild={asChild}
        content={api.preferencesDescription}
        {...mergePartProps(attrs('preferences-description'), props)}
      />
    </Dialog.Description>
  );
}

/** Props of {@link CookieConsentCategory}. */
export interface CookieConsentCategoryProps extends ComponentPropsWithRef<'div'> {
  /** The row: 'essential' (always on) or an optional category. */
  category: CookieConsentCategoryRow;
}

/**
 * One category: a switch (a native checkbox with `role="switch"`) labelled by the category's
 * name and described by what its cookies do; essential shows 'Always on' and cannot be switched.
 * Without children it renders the switch, the label, the description and, for essential,
 * 'Always on'.
 * @selector [data-scope="cookie-consent"][data-part="category"][data-category="essential|preferences|analytics"][data-checked][data-disabled]
 */
export function CookieConsentCategory({ category, children, ...props }: CookieConsentCategoryProps) {
  const api = useCookieConsentContext();
  return (
    <div {...mergePartProps(api.getCategoryProps(category), props)}>
      {children ?? (
        <>
          <CategorySwitch category={category} />
          <label {...api.getCategoryLabelProps(category)} htmlFor={api.getCategoryLabelProps(category).htmlFor}>
            {api.categoryLabel(category)}
          </label>
          {category === 'essential' ? <span {...attrs('category-status')}>{api.alwaysOnLabel}</span> : null}
          <p {...api.getCategoryDescriptionProps(category)}>{api.categoryDescription(category)}</p>
        </>
      )}
    </div>
  );
}

/**
 * A category's switch with its interaction state (`data-hovered`, `data-pressed`,
 * `data-focus-visible`, `data-disabled` for essential): a component of its own, so the hook runs
 * once per switch. The browser toggles the checkbox on Space, so its change stays its own.
 */
function CategorySwitch({ category }: { category: CookieConsentCategoryRow }) {
  const api = useCookieConsentContext();
  const own = api.getCategoryInputProps(category);
  const interaction = useInteractionAttrs({ isDisabled: own.disabled === true });
  return <input {...mergeProps(own, interaction.props)} {...interaction.attrs} />;
}

/** Props of the preferences' buttons. */
export interface CookieConsentPreferencesButtonProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * 'Save choices': remembers the switched-on categories (as the banner's choices are remembered)
 * and closes the dialog and the banner.
 * @selector [data-scope="cookie-consent"][data-part="preferences-save"]
 */
export function CookieConsentPreferencesSave(props: CookieConsentPreferencesButtonProps) {
  const api = useCookieConsentContext();
  return <ActionPart own={api.saveProps} content={api.saveLabel} {...props} />;
}

/**
 * 'Accept all': allows every category and closes the dialog and the banner.
 * @selector [data-scope="cookie-consent"][data-part="preferences-accept-all"]
 */
export function CookieConsentPreferencesAcceptAll(props: CookieConsentPreferencesButtonProps) {
  const api = useCookieConsentContext();
  return <ActionPart own={api.acceptAllProps} content={api.acceptLabel('all')} {...props} />;
}

/**
 * Closes the dialog without saving, named 'Close' (shows '×' without children).
 * @selector [data-scope="cookie-consent"][data-part="preferences-close"]
 */
export function CookieConsentPreferencesClose(props: CookieConsentPreferencesButtonProps) {
  const api = useCookieConsentContext();
  return (
    <Dialog.Close asChild>
      <ActionPart own={{ ...attrs('preferences-close'), type: 'button', 'aria-label': api.closeLabel }} content="×" {...props} />
    </Dialog.Close>
  );
}
