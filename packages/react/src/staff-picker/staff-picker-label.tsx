import type { ComponentPropsWithRef } from 'react';
import type { AsChildProps } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { PartElement } from '../utils/part-element';
import { useStaffPickerContext } from './staff-picker-context';

/** Props of {@link StaffPickerLabel}. */
export interface StaffPickerLabelProps extends AsChildProps, ComponentPropsWithRef<'div'> {}

/**
 * The picker's name, 'Choose a staff member', which labels the radio group; render it as a
 * heading with `asChild`.
 * @selector [data-scope="staff-picker"][data-part="label"]
 * @example <StaffPicker.Label asChild><h2 /></StaffPicker.Label>
 */
export function StaffPickerLabel(props: StaffPickerLabelProps) {
  const api = useStaffPickerContext();
  return <PartElement as="div" content={api.label} {...mergePartProps(api.labelProps, props)} />;
}
