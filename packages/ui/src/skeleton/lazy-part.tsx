import { type ReactNode, Suspense } from 'react';
import { LOADING_DELAY_MS, LoadingState } from './loading-state';

/** Props of {@link LazyPart}. */
export interface LazyPartProps {
  /** The part loaded on demand (a `React.lazy` component) and whatever surrounds it. */
  children: ReactNode;
  /** What is announced while it loads. @default t('common.loading') ('Loading…') */
  label?: string | undefined;
  /** Placeholder shapes that mirror the part, hidden from assistive technology. @default three lines of text */
  shapes?: ReactNode;
}

/**
 * A part whose code is fetched when it is first shown (the time-zone search, a class's guests, a
 * series, a dialog), with the spec's loading state for it: nothing for the first 200 ms
 * ({@link LOADING_DELAY_MS}), so a part that arrives sooner never flashes a placeholder, and then
 * placeholder shapes with a polite 'Loading…' until it is there. Every lazily loaded part of the
 * library and the reference app waits this way.
 * @example <LazyPart label={t('timeZonePicker.label')}><LazyTimeZonePicker … /></LazyPart>
 */
export function LazyPart({ children, label, shapes }: LazyPartProps) {
  return (
    <Suspense
      fallback={
        <LoadingState delayMs={LOADING_DELAY_MS} {...(label !== undefined && { label })}>
          {shapes}
        </LoadingState>
      }
    >
      {children}
    </Suspense>
  );
}
