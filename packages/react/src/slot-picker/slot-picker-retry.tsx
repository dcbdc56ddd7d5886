import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
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
  const merged = mergePartProps(api.retryProps, props);
  if (asChild)
    return (
      <AsChildSlot {...merged} fallbackContent={api.retryLabel}>
        {children}
      </AsChildSlot>
    );
  return <button {...merged}>{children ?? api.retryLabel}</button>;
}
