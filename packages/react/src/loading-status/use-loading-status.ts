import { useEffect, useState } from 'react';
import { useLocale } from '../locale/locale-context';
import type { AnatomyPartAttrs } from '../utils/anatomy';
import { loadingStatusAnatomy } from './loading-status.anatomy';

/** Options of {@link useLoadingStatus}. */
export interface LoadingStatusOptions {
  /** What is announced while loading, e.g. `t('slotPicker.findingSlots')`. @default t('common.loading') ('Loading…') */
  label?: string;
}

/** What {@link useLoadingStatus} returns: the text to announce and the live region's props. */
export interface LoadingStatusApi {
  /** The announcement; empty on the first render (see {@link useLoadingStatus}). */
  text: string;
  /** False on the first render, while the region is still empty; true once its text is in. */
  isAnnounced: boolean;
  statusProps: AnatomyPartAttrs<typeof loadingStatusAnatomy, 'root'> & {
    role: 'status';
    'aria-live': 'polite';
    'aria-atomic': true;
    'data-state': 'pending' | 'announced';
  };
}

/**
 * The behaviour of a loading announcement: a polite `role="status"` region that says 'Loading…'
 * (or `label`) without moving focus. Pair it with placeholder shapes marked `aria-hidden`, so a
 * screen reader hears one sentence instead of a row of empty boxes.
 * @example const { statusProps, text } = useLoadingStatus({ label: t('slotPicker.findingSlots') });
 */
export function useLoadingStatus(options: LoadingStatusOptions = {}): LoadingStatusApi {
  const { t } = useLocale();
  // Screen readers announce changes to a live region, not a region that appears already filled:
  // the region mounts empty and gets its text right after, so the first 'Loading…' is heard too.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return {
    text: mounted ? (options.label ?? t('common.loading')) : '',
    isAnnounced: mounted,
    statusProps: {
      role: 'status',
      'aria-live': 'polite',
      'aria-atomic': true,
      ...loadingStatusAnatomy.attrs('root'),
      'data-state': mounted ? 'announced' : 'pending',
    },
  };
}
