import type { ComponentPropsWithRef } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { useStaffPickerContext, useStaffPickerOption } from './staff-picker-context';

/** Props of the option's parts. */
export type StaffPickerTextProps = ComponentPropsWithRef<'span'>;

/**
 * The staff member's initials ('AV'), decoration only: the name beside it is what is read.
 * Empty for "any", which CSS can show as a group icon through `data-any`.
 * @selector [data-scope="staff-picker"][data-part="avatar"][data-any]
 */
export function StaffPickerAvatar({ children, ...props }: StaffPickerTextProps) {
  const api = useStaffPickerContext();
  const value = useStaffPickerOption();
  return <span {...mergePartProps(api.getAvatarProps(value), props)}>{children ?? api.getOption(value)?.initials}</span>;
}

/**
 * The staff member's name, or 'Any available staff'; it names the option.
 * @selector [data-scope="staff-picker"][data-part="option-name"]
 */
export function StaffPickerOptionName({ children, ...props }: StaffPickerTextProps) {
  const api = useStaffPickerContext();
  const value = useStaffPickerOption();
  return <span {...mergePartProps(api.getNameProps(value), props)}>{children ?? api.getOption(value)?.name}</span>;
}

/**
 * What "any" means, 'Whoever is free at your time takes the appointment.'; nothing for a person.
 * @selector [data-scope="staff-picker"][data-part="option-description"]
 */
export function StaffPickerOptionDescription({ children, ...props }: StaffPickerTextProps) {
  const api = useStaffPickerContext();
  const value = useStaffPickerOption();
  const description = api.getOption(value)?.description ?? null;
  if (description === null && children === undefined) return null;
  return <span {...mergePartProps(api.getDescriptionProps(value), props)}>{children ?? description}</span>;
}
