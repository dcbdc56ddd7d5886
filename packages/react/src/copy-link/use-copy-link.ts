import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../locale/locale-context';

/** Options of {@link useCopyLink}. */
export interface CopyLinkOptions {
  /** The link to copy or share (an absolute URL). */
  url: string;
  /** What the share sheet calls it, e.g. the booking's service. @default t('manage.title') */
  title?: string | undefined;
}

/** Where copying stands: nothing done yet, copied, or refused by the browser. */
export type CopyLinkStatus = 'idle' | 'copied' | 'failed';

/** What {@link useCopyLink} returns. */
export interface CopyLinkApi {
  /** Copies the link to the clipboard; the status says how it went. */
  copy(): Promise<void>;
  /** Opens the device's share sheet with the link (only when `canShare`). */
  share(): Promise<void>;
  /** Whether this browser has a share sheet (`navigator.share`): known after hydration, false on the server. */
  canShare: boolean;
  status: CopyLinkStatus;
  /** The status in the visitor's words, for a polite live region (empty while idle). */
  statusText: string;
}

/** How long 'Link copied' stays before the live region is emptied (so a second copy is said again). */
const STATUS_MS = 4_000;

/**
 * Copy and share for a link a visitor must keep (a booking's manage link): the Clipboard API, and
 * the Web Share API's share sheet where the browser has one (phones, mostly). The outcome is a
 * status for a live region, so a screen reader hears 'Link copied', or what to do when the
 * browser refused (select the link and copy it). A share the visitor dismissed says nothing.
 * @example const link = useCopyLink({ url: manageUrl }); <button onClick={link.copy}>Copy link</button> <p role="status">{link.statusText}</p>
 */
export function useCopyLink(options: CopyLinkOptions): CopyLinkApi {
  const { t } = useLocale();
  const [status, setStatus] = useState<CopyLinkStatus>('idle');
  // Known only in the browser: the server's render and the first browser render agree (no share).
  const [canShare, setCanShare] = useState(false);
  useEffect(() => {
    setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function');
  }, []);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const say = (next: CopyLinkStatus) => {
    clearTimeout(timer.current);
    setStatus(next);
    if (next === 'copied') timer.current = setTimeout(() => setStatus('idle'), STATUS_MS);
  };
  return {
    copy: async () => {
      try {
        await navigator.clipboard.writeText(options.url);
        say('copied');
      } catch {
        // No clipboard here (an insecure page, a refused permission): the visitor copies by hand.
        say('failed');
      }
    },
    share: async () => {
      try {
        await navigator.share({ title: options.title ?? t('manage.title'), url: options.url });
      } catch (error) {
        // Dismissing the sheet is the visitor's choice, not a failure; anything else falls back to copying.
        if (!(error instanceof DOMException && error.name === 'AbortError')) say('failed');
      }
    },
    canShare,
    status,
    statusText: status === 'copied' ? t('manage.copied') : status === 'failed' ? t('manage.copyFailed') : '',
  };
}
