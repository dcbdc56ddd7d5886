import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
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
  const merged = mergePartProps(api.labelProps, props);
  if (asChild)
    return (
      <AsChildSlot {...merged} fallbackContent={api.label}>
        {children}
      </AsChildSlot>
    );
  return <div {...merged}>{children ?? api.label}</div>;
}
