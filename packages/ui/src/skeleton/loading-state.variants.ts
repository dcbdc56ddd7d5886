import { cva } from 'class-variance-authority';

/**
 * @internal Classes of a {@link LoadingState}: whether its status is shown as text or only read
 * by screen readers (the shapes already tell sighted visitors).
 */
export const loadingStateVariants = cva('bk-loading-state', {
  variants: { showLabel: { true: '', false: 'bk-loading-state--label-hidden' } },
  defaultVariants: { showLabel: false },
});
