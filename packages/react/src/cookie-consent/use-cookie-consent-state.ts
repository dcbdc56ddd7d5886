import type { CookieConsentValue } from '@booking-kit/core';
import { useEffect, useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { type CookieConsentStorage, createCookieConsentStorage } from './cookie-consent-storage';

/** Options of {@link useCookieConsentState}: `value` / `open` controlled or not, and the storage. */
export interface CookieConsentStateOptions {
  /** The visitor's choice; `null` while they have not chosen. */
  value?: CookieConsentValue | null;
  /** @default null (then the stored choice, once read on the client) */
  defaultValue?: CookieConsentValue | null;
  /** Called with the stored choice once it is read on the client, and with every new choice. */
  onValueChange?: (value: CookieConsentValue | null) => void;
  /** Whether the banner shows. */
  open?: boolean;
  /** @default open once the client finds no choice, closed otherwise */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where the choice is remembered. @default a `bk-consent` cookie ({@link createCookieConsentStorage}) */
  storage?: CookieConsentStorage;
}

/** The state of a cookie consent banner. */
export interface CookieConsentState {
  value: CookieConsentValue | null;
  isOpen: boolean;
  /** The stored choice has been read (always false during the server render and the first client render). */
  isReady: boolean;
  /** Remembers the choice, and closes the banner. */
  choose(value: CookieConsentValue): void;
  setOpen(open: boolean): void;
}

/**
 * The state hook of the cookie consent: the choice and whether the banner shows. The stored
 * choice is read in an effect, on the client only, so the server render and hydration never
 * depend on a cookie; the banner opens only when no choice is found.
 * @example const state = useCookieConsentState({ onValueChange: (value) => value === 'all' && loadAnalytics() });
 */
export function useCookieConsentState(options: CookieConsentStateOptions = {}): CookieConsentState {
  const [fallbackStorage] = useState(createCookieConsentStorage);
  const [value, setValue] = useControlledState<CookieConsentValue | null>(
    options.value,
    options.defaultValue ?? null,
    options.onValueChange,
  );
  const [isOpen, setOpen] = useControlledState<boolean>(options.open, options.defaultOpen ?? false, options.onOpenChange);
  const [isReady, setReady] = useState(false);
  const latest = useRef({ storage: options.storage ?? fallbackStorage, value, setValue, setOpen, autoOpen: true });
  latest.current = {
    storage: options.storage ?? fallbackStorage,
    value,
    setValue,
    setOpen,
    autoOpen: options.defaultOpen === undefined,
  };

  // Reading storage is a client-only side effect; it runs once, after the first render.
  useEffect(() => {
    const { storage, value: current, setValue: set, setOpen: open, autoOpen } = latest.current;
    const stored = current ?? storage.get();
    if (stored !== null) set(stored);
    else if (autoOpen) open(true);
    setReady(true);
  }, []);

  return {
    value,
    isOpen: isReady && isOpen,
    isReady,
    choose: (choice) => {
      try {
        latest.current.storage.set(choice);
      } catch (error) {
        // Cookies can be blocked; the choice still holds for this page view.
        console.warn('booking-kit: could not remember the cookie consent choice.', error);
      }
      setValue(choice);
      setOpen(false);
    },
    setOpen,
  };
}
