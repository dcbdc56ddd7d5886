import type { CookieConsentValue } from '@booking-kit/core';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { type OverlayTriggerState, useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { COOKIE_CONSENT_CATEGORIES, type CookieCategory, categoriesOf, choiceOf } from './cookie-consent-categories';
import { type CookieConsentStorage, createCookieConsentStorage } from './cookie-consent-storage';

/** Options of {@link useCookieConsentState}: `value` / `open` controlled or not, and the storage. */
export interface CookieConsentStateOptions {
  /** The visitor's choice; `null` while they have not chosen. */
  value?: CookieConsentValue | null;
  /** @default null (then the stored choice, once read on the client) */
  defaultValue?: CookieConsentValue | null;
  /** Called with the stored choice once it is read on the client, and with every new choice. */
  onValueChange?: (value: CookieConsentValue | null) => void;
  /** Called with the optional categories allowed, once read on the client and with every new choice. */
  onCategoriesChange?: (categories: ReadonlyArray<CookieCategory>) => void;
  /** Whether the banner shows. */
  open?: boolean;
  /**
   * Whether the banner shows from the first render, the server's included: for a host that read
   * the choice's cookie on the server (see core's `parseCookieConsent`), so that a visitor who has
   * not chosen gets the banner with the page's first paint, not once scripts ran.
   * @default open once the client finds no choice, closed otherwise
   */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Whether the preferences dialog is open (controlled). */
  preferencesOpen?: boolean;
  /** @default false */
  defaultPreferencesOpen?: boolean;
  onPreferencesOpenChange?: (open: boolean) => void;
  /** Where the choice is remembered. @default a `bk-consent` cookie ({@link createCookieConsentStorage}) */
  storage?: CookieConsentStorage;
}

/** The state of a cookie consent banner and its preferences dialog. */
export interface CookieConsentState {
  value: CookieConsentValue | null;
  /** The optional categories the visitor allowed: all for 'all', those they switched on for a partial choice. */
  categories: ReadonlyArray<CookieCategory>;
  isOpen: boolean;
  /** The stored choice has been read (always false during the server render and the first client render). */
  isReady: boolean;
  /** Remembers 'essential' or 'all', and closes the banner and the preferences. */
  choose(value: CookieConsentValue): void;
  /** Remembers the categories switched on in the preferences, and closes the banner and the preferences. */
  save(categories: ReadonlyArray<CookieCategory>): void;
  setOpen(open: boolean): void;
  /** The preferences dialog; opening it starts the draft from the remembered categories. */
  preferences: OverlayTriggerState;
  /** The categories switched on in the open preferences dialog, not yet saved. */
  draft: ReadonlyArray<CookieCategory>;
  /** Switches a category on or off in the draft. */
  toggleDraft(category: CookieCategory, on: boolean): void;
}

/**
 * The state hook of the cookie consent: the choice, its categories, whether the banner shows and
 * the preferences dialog. The stored choice is read in an effect, on the client only, so the
 * server render and hydration never depend on a cookie; the banner opens only when no choice is
 * found. A host that knows the choice on the server passes it as `defaultValue` and
 * `defaultOpen`, and the banner is part of the server render.
 * @example const state = useCookieConsentState({ onCategoriesChange: (on) => on.includes('analytics') && loadAnalytics() });
 */
export function useCookieConsentState(options: CookieConsentStateOptions = {}): CookieConsentState {
  const [fallbackStorage] = useState(createCookieConsentStorage);
  const [value, setValue] = useControlledState<CookieConsentValue | null>(
    options.value,
    options.defaultValue ?? null,
    options.onValueChange,
  );
  const [stored, setStored] = useState<ReadonlyArray<CookieCategory> | null>(null);
  const [draft, setDraft] = useState<ReadonlyArray<CookieCategory>>([]);
  const [isOpen, setOpen] = useControlledState<boolean>(options.open, options.defaultOpen ?? false, options.onOpenChange);
  const [isReady, setReady] = useState(false);
  const categories = categoriesOf(value, stored);
  const preferences = useOverlayTriggerState({
    ...(options.preferencesOpen !== undefined && { isOpen: options.preferencesOpen }),
    ...(options.defaultPreferencesOpen !== undefined && { defaultOpen: options.defaultPreferencesOpen }),
    onOpenChange: (open) => {
      // Reopening shows what is remembered, not what was switched and left unsaved.
      if (open) setDraft(categories);
      options.onPreferencesOpenChange?.(open);
    },
  });
  const latest = useRef({
    storage: options.storage ?? fallbackStorage,
    value,
    setValue,
    setOpen,
    autoOpen: true,
    onCategoriesChange: options.onCategoriesChange,
  });
  latest.current = {
    storage: options.storage ?? fallbackStorage,
    value,
    setValue,
    setOpen,
    autoOpen: options.defaultOpen === undefined,
    onCategoriesChange: options.onCategoriesChange,
  };

  // Reading storage is a client-only side effect; it runs once, after the first render. Its
  // updates are a transition: the consent's context sits above the whole page, and an urgent
  // change there makes React give up hydrating every part still waiting for its code (a lazily
  // loaded step streamed by the server) and show its fallback instead — content, then a loading
  // state, then the content again. As a transition, React hydrates those parts first.
  useEffect(() => {
    const { storage, value: current, setValue: set, setOpen: open, autoOpen, onCategoriesChange } = latest.current;
    const choice = current ?? storage.get();
    const kept = storage.getCategories?.() ?? null;
    startTransition(() => {
      setStored(kept);
      setDraft(categoriesOf(choice, kept));
      if (choice !== null) set(choice);
      else if (autoOpen) open(true);
      setReady(true);
    });
    if (choice !== null) onCategoriesChange?.(categoriesOf(choice, kept));
  }, []);

  const remember = (next: ReadonlyArray<CookieCategory>) => {
    const choice = choiceOf(next);
    const allowed = COOKIE_CONSENT_CATEGORIES.filter((category) => next.includes(category));
    try {
      latest.current.storage.set(choice, allowed);
    } catch (error) {
      // Cookies can be blocked; the choice still holds for this page view.
      console.warn('booking-kit: could not remember the cookie consent choice.', error);
    }
    setStored(allowed);
    setValue(choice);
    options.onCategoriesChange?.(allowed);
    setOpen(false);
    preferences.close();
  };

  return {
    value,
    categories,
    // Without `defaultOpen` nothing is known before the stored choice is read on the client.
    isOpen: (isReady || options.defaultOpen !== undefined) && isOpen,
    isReady,
    choose: (choice) => remember(choice === 'all' ? COOKIE_CONSENT_CATEGORIES : []),
    save: remember,
    setOpen,
    preferences,
    draft,
    toggleDraft: (category, on) =>
      setDraft((current) => (on ? [...new Set([...current, category])] : current.filter((item) => item !== category))),
  };
}
