import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, Slottable } from '../utils/as-child';
import { mergeProps } from '../utils/merge-props';
import { useStaffPickerContext } from './staff-picker-context';

/** Props of {@link StaffPickerLabel}. */
export interface StaffPickerLabelProps extends AsChildProps, ComponentPropsWithRef<'div'> {}

/**
 * The picker's name, 'Choose a staff member', which labels the radio group; render it as a
 * heading with `asChild`.
 * @selector [data-scope="staff-picker"][data-part="label"]
 * @example <StaffPicker.Label asChild><h2 /></StaffPicker.Label>
 */
export function StaffPickerLabel({ asChild, children, ...props }: StaffPickerLabelProps) {
  const api = useStaffPickerContext();
  const merged = mergeProps(api.labelProps, props);
  if (asChild)
    return (
      <Slottable {...merged} fallbackContent={api.label}>
        {children}
      </Slottable>
    );
  return <div {...merged}>{children ?? api.label}</div>;
}
