import { type ChangeEvent, type KeyboardEvent, useId, useRef } from 'react';
import { containTabKey, focusInitial } from '../portal-container/dialog-focus';
import { cookieConsentPartAttrs as attrs } from './cookie-consent.anatomy';
import type { CookieCategory } from './cookie-consent-categories';
import type { CookieConsentState } from './use-cookie-consent-state';

/** A category row of the preferences: the always-on essential cookies, or an optional category. */
export type CookieConsentCategoryRow = 'essential' | CookieCategory;

type PartAttrs = ReturnType<typeof attrs>;

/** An event Radix's dialog sends before it moves focus on open or close. */
interface AutoFocusEvent {
  preventDefault(): void;
}

/** The preferences dialog's texts and prop bags, part of {@link CookieConsentApi}. */
export interface CookieConsentPreferencesApi {
  /** 'Customize'. */
  customizeLabel: string;
  /** 'Cookie preferences'. */
  preferencesTitle: string;
  preferencesDescription: string;
  /** 'Save choices'. */
  saveLabel: string;
  /** 'Close', the name of the dialog's × button. */
  closeLabel: string;
  /** 'Always on', shown by the essential row. */
  alwaysOnLabel: string;
  categoryLabel(row: CookieConsentCategoryRow): string;
  categoryDescription(row: CookieConsentCategoryRow): string;
  customizeProps: PartAttrs & {
    type: 'button';
    'aria-haspopup': 'dialog';
    'aria-expanded': boolean;
    'aria-controls'?: string;
    ref: (node: HTMLElement | null) => void;
    onClick: () => void;
    'data-state': 'open' | 'closed';
  };
  /** Radix `Dialog.Root`'s props. */
  preferencesRootProps: { open: boolean; onOpenChange: (open: boolean) => void };
  preferencesContentProps: PartAttrs & {
    id: string;
    ref: (node: HTMLElement | null) => void;
    onOpenAutoFocus: (event: AutoFocusEvent) => void;
    onCloseAutoFocus: (event: AutoFocusEvent) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
  getCategoryProps(row: CookieConsentCategoryRow): PartAttrs & {
    'data-category': CookieConsentCategoryRow;
    'data-checked'?: '';
    'data-disabled'?: '';
  };
  getCategoryInputProps(row: CookieConsentCategoryRow): PartAttrs & {
    type: 'checkbox';
    role: 'switch';
    id: string;
    checked: boolean;
    disabled?: true;
    'aria-describedby': string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  getCategoryLabelProps(row: CookieConsentCategoryRow): PartAttrs & { htmlFor: string };
  getCategoryDescriptionProps(row: CookieConsentCategoryRow): PartAttrs & { id: string };
  saveProps: PartAttrs & { type: 'button'; onClick: () => void };
  acceptAllProps: PartAttrs & { type: 'button'; onClick: () => void };
}

/**
 * The behaviour of the preferences dialog: 'Customize' opens it (a plain button, not Radix's
 * Dialog.Trigger, so the dialog can sit beside the banner instead of inside it), the categories
 * are native checkboxes with the switch role (essential: checked and disabled, 'Always on'),
 * 'Save choices' remembers the switched-on ones, 'Accept all' all of them. Focus starts on the
 * first switch that can change, and returns to 'Customize' or, once the banner has closed, to
 * `fallbackFocus()` (where the visitor was, or 'Cookie settings').
 * @example const preferences = useCookiePreferences(state, t, () => settingsButton.current?.focus());
 */
export function useCookiePreferences(
  state: CookieConsentState,
  t: (key: string) => string,
  fallbackFocus: () => void,
): CookieConsentPreferencesApi {
  const baseId = useId();
  const customize = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLElement | null>(null);
  const contentId = `${baseId}-preferences`;
  const ids = (row: CookieConsentCategoryRow) => ({
    input: `${baseId}-category-${row}`,
    description: `${baseId}-category-${row}-description`,
  });
  const isOn = (row: CookieConsentCategoryRow) => row === 'essential' || state.draft.includes(row);
  const isOpen = state.preferences.isOpen;

  return {
    customizeLabel: t('cookieConsent.customize'),
    preferencesTitle: t('cookieConsent.preferencesTitle'),
    preferencesDescription: t('cookieConsent.preferencesDescription'),
    saveLabel: t('cookieConsent.save'),
    closeLabel: t('cookieConsent.close'),
    alwaysOnLabel: t('cookieConsent.alwaysOn'),
    categoryLabel: (row) => t(`cookieConsent.categories.${row}.label`),
    categoryDescription: (row) => t(`cookieConsent.categories.${row}.description`),
    customizeProps: {
      ...attrs('customize'),
      type: 'button',
      'aria-haspopup': 'dialog',
      'aria-expanded': isOpen,
      ...(isOpen && { 'aria-controls': contentId }),
      ref: (node) => {
        customize.current = node;
      },
      onClick: () => state.preferences.open(),
      'data-state': isOpen ? 'open' : 'closed',
    },
    preferencesRootProps: { open: isOpen, onOpenChange: state.preferences.setOpen },
    preferencesContentProps: {
      ...attrs('preferences'),
      id: contentId,
      ref: (node) => {
        content.current = node;
      },
      onOpenAutoFocus: (event) => {
        // Radix's own first focus ends on the content element inside a shadow root.
        event.preventDefault();
        const firstSwitch = content.current?.querySelector<HTMLElement>('[role="switch"]:not(:disabled)');
        focusInitial(content.current, firstSwitch);
      },
      onCloseAutoFocus: (event) => {
        event.preventDefault();
        if (customize.current?.isConnected) customize.current.focus();
        else fallbackFocus();
      },
      onKeyDown: containTabKey,
    },
    getCategoryProps: (row) => ({
      ...attrs('category'),
      'data-category': row,
      ...(isOn(row) && { 'data-checked': '' as const }),
      ...(row === 'essential' && { 'data-disabled': '' as const }),
    }),
    getCategoryInputProps: (row) => ({
      ...attrs('category-switch'),
      type: 'checkbox',
      role: 'switch',
      id: ids(row).input,
      checked: isOn(row),
      // Essential cookies are not a choice: shown on, and not switchable.
      ...(row === 'essential' && { disabled: true as const }),
      'aria-describedby': ids(row).description,
      onChange: (event) => {
        if (row !== 'essential') state.toggleDraft(row, event.currentTarget.checked);
      },
    }),
    getCategoryLabelProps: (row) => ({ ...attrs('category-label'), htmlFor: ids(row).input }),
    getCategoryDescriptionProps: (row) => ({ ...attrs('category-description'), id: ids(row).description }),
    saveProps: { ...attrs('preferences-save'), type: 'button', onClick: () => state.save(state.draft) },
    acceptAllProps: { ...attrs('preferences-accept-all'), type: 'button', onClick: () => state.choose('all') },
  };
}
