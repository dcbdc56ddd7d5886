import type { FormAnswer } from '@booking-kit/core';
import { useEffect, useRef, useState } from 'react';
import type { FormRendererSubmitStatus } from './form-renderer.types';

/** What {@link useFormRendererSubmit} returns. */
export interface FormRendererSubmitting {
  status: FormRendererSubmitStatus;
  /** What `onSubmit` threw or rejected with, while `status` is `error`. */
  failure: { error: unknown } | null;
  /** Calls `onSubmit` with checked answers; ignored while a previous call is still running. */
  send(answers: Record<string, FormAnswer>): void;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * The submit lifecycle: `idle` → `submitting` (while a returned promise runs) → `submitted` or
 * `error`. The outcome of a promise that settles after unmount is dropped.
 * @example const { status, send } = useFormRendererSubmit(onSubmit);
 */
export function useFormRendererSubmit(onSubmit?: (answers: Record<string, FormAnswer>) => unknown): FormRendererSubmitting {
  const [status, setStatus] = useState<FormRendererSubmitStatus>('idle');
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const mounted = useRef(false);
  // A ref, not the state: a double click arrives before React re-renders with `submitting`.
  const inFlight = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const fail = (error: unknown) => {
    setFailure({ error });
    setStatus('error');
  };
  const send = (answers: Record<string, FormAnswer>) => {
    if (inFlight.current) return;
    setFailure(null);
    let result: unknown;
    try {
      result = onSubmit?.(answers);
    } catch (error) {
      fail(error);
      return;
    }
    if (!isThenable(result)) {
      setStatus('submitted');
      return;
    }
    inFlight.current = true;
    setStatus('submitting');
    result.then(
      () => {
        inFlight.current = false;
        if (mounted.current) setStatus('submitted');
      },
      (error: unknown) => {
        inFlight.current = false;
        if (mounted.current) fail(error);
      },
    );
  };
  return { status, failure, send };
}
