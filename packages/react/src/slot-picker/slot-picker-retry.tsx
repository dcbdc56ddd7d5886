import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, Slottable } from '../utils/as-child';
import { mergeProps } from '../utils/merge-props';
import { useSlotPickerContext } from './slot-picker-context';

/** Props of {@link SlotPickerRetry}. */
export interface SlotPickerRetryProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * Calls `onRetry`; rendered only when loading failed and `onRetry` is given. It sits outside the
 * live region so the announcement is the error message, not the button.
 * @selector [data-scope="slot-picker"][data-part="retry"]
 * @example <SlotPicker.Retry asChild><Button variant="secondary" /></SlotPicker.Retry>
 */
export function SlotPickerRetry({ asChild, children, ...props }: SlotPickerRetryProps) {
  const api = useSlotPickerContext();
  if (!api.showRetry) return null;
  const merged = mergeProps(api.retryProps, props);
  if (asChild)
    return (
      <Slottable {...merged} fallbackContent={api.retryLabel}>
        {children}
      </Slottable>
    );
  return <button {...merged}>{children ?? api.retryLabel}</button>;
}
