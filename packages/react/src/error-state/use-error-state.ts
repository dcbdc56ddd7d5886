import { useEffect, useId, useRef, useState } from 'react';
import { useLocale } from '../locale/locale-context';
import type { AnatomyPartAttrs } from '../utils/anatomy';
import { useAnchorRef } from '../utils/element-by-id';
import { errorStateAnatomy } from './error-state.anatomy';

/** Options of {@link useErrorState}. */
export interface ErrorStateOptions {
  /**
   * Loads again. Return a promise to keep "Try again" busy until it settles; a second press
   * meanwhile is ignored. Without it there is no retry button.
   */
  onRetry?: () => unknown;
  /**
   * Move focus to the message when it appears. Use it when the error replaces what the visitor
   * was working on (focus would otherwise fall back to the page), not for errors beside it.
   * @default false
   */
  focusOnMount?: boolean;
  /** The retry button's text. @default t('common.retry') ('Try again') */
  retryLabel?: string;
}

/** What {@link useErrorState} returns: the retry state and a prop bag per part. */
export interface ErrorStateApi {
  /** A retry promise is in flight. */
  isRetrying: boolean;
  /** Whether a retry button should show (`onRetry` given). */
  canRetry: boolean;
  retryLabel: string;
  rootProps: AnatomyPartAttrs<typeof errorStateAnatomy, 'root'> & { 'data-state': 'idle' | 'retrying' };
  messageProps: AnatomyPartAttrs<typeof errorStateAnatomy, 'message'> & {
    id: string;
    ref: (node: HTMLElement | null) => void;
    role: 'alert';
    tabIndex?: -1;
  };
  retryProps: AnatomyPartAttrs<typeof errorStateAnatomy, 'retry'> & {
    type: 'button';
    'aria-describedby': string;
    'aria-disabled'?: true;
    'aria-busy'?: true;
    'data-state': 'idle' | 'retrying';
    onClick: () => void;
  };
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * The behaviour of an error state: an alert that screen readers announce at once, a "Try again"
 * button described by that alert, which stays focusable (`aria-disabled`, not `disabled`) while
 * a retry runs so keyboard focus is not lost, and optional focus on the message when it appears.
 * @example const api = useErrorState({ onRetry: refetch });
 */
export function useErrorState(options: ErrorStateOptions = {}): ErrorStateApi {
  const { t } = useLocale();
  const messageId = errorStateAnatomy.id(useId(), 'message');
  const message = useAnchorRef();
  const [isRetrying, setRetrying] = useState(false);
  const mounted = useRef(false);
  const { onRetry, focusOnMount = false } = options;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Only on mount: a later re-render must not pull focus away from where the visitor moved it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only; a change of focusOnMount later must not move focus.
  useEffect(() => {
    if (focusOnMount) message.current()?.focus();
  }, []);

  const state = isRetrying ? 'retrying' : 'idle';
  return {
    isRetrying,
    canRetry: onRetry !== undefined,
    retryLabel: options.retryLabel ?? t('common.retry'),
    rootProps: { ...errorStateAnatomy.attrs('root'), 'data-state': state },
    messageProps: {
      id: messageId,
      ref: message.ref,
      role: 'alert',
      ...(focusOnMount && { tabIndex: -1 as const }),
      ...errorStateAnatomy.attrs('message'),
    },
    retryProps: {
      type: 'button',
      'aria-describedby': messageId,
      ...(isRetrying && { 'aria-disabled': true as const, 'aria-busy': true as const }),
      ...errorStateAnatomy.attrs('retry'),
      'data-state': state,
      onClick: () => {
        if (isRetrying || !onRetry) return;
        const result = onRetry();
        if (!isThenable(result)) return;
        setRetrying(true);
        // The caller shows the outcome (new data or a new error); here only the busy state ends.
        const done = () => {
          if (mounted.current) setRetrying(false);
        };
        result.then(done, done);
      },
    },
  };
}
