import type { ComponentPropsWithRef } from 'react';
import type { AsChildProps } from '../utils/as-child';
import { InteractivePart } from '../utils/interactive-part';
import { mergePartProps } from '../utils/merge-part-props';
import { useSlotPickerContext } from './slot-picker-context';

/** Props of {@link SlotPickerRetry}. */
export interface SlotPickerRetryProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * Calls `onRetry`; rendered only when loading failed and `onRetry` is given. It sits outside the
 * live region so the announcement is the error message, not the button.
 * @selector [data-scope="slot-picker"][data-part="retry"][data-hovered][data-pressed][data-focus-visible]
 * @example <SlotPicker.Retry asChild><Button variant="secondary" /></SlotPicker.Retry>
 */
export function SlotPickerRetry({ asChild, children, ...props }: SlotPickerRetryProps) {
  const api = useSlotPickerContext();
  if (!api.showRetry) return null;
  // It shows its interaction state; an empty `asChild` element gets the label, as before.
  return (
    <InteractivePart as="button" asChild={asChild} content={api.retryLabel} {...mergePartProps(api.retryProps, props)}>
      {children}
    </InteractivePart>
  );
}
