import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { StaffPickerOptionProvider, useStaffPickerContext } from './staff-picker-context';
import { StaffPickerAvatar, StaffPickerOptionDescription, StaffPickerOptionName } from './staff-picker-option-parts';
import type { StaffPickerOptionState } from './use-staff-picker';

/** Props of {@link StaffPickerOption}. */
export interface StaffPickerOptionProps extends AsChildProps, Omit<ComponentPropsWithRef<'div'>, 'className'> {
  /** A staff slug of the root's `staff`, or `ANY_STAFF`. */
  value: string;
  /** A class name, or a function of the option's state (e.g. a cva variant). */
  className?: string | ((state: StaffPickerOptionState) => string);
}

/**
 * One choice, a radio named by the staff member's name ('Any available staff' for `any`).
 * Without children it shows the avatar, the name and, for "any", what it means.
 * @selector [data-scope="staff-picker"][data-part="option"][data-state="checked|unchecked"][data-any][data-disabled]
 * @example <StaffPicker.Option value={ANY_STAFF} className={(state) => staffOptionVariants(state)} />
 */
export function StaffPickerOption({ value, asChild, className, children, ...props }: StaffPickerOptionProps) {
  const api = useStaffPickerContext();
  if (api.getOption(value) === undefined) {
    throw new Error(`StaffPicker.Option: "${value}" is neither "any" nor the slug of one of the root's staff`);
  }
  const resolvedClassName = typeof className === 'function' ? className(api.getOptionState(value)) : className;
  const merged = mergePartProps(api.getOptionProps(value), { ...props, className: resolvedClassName });
  const content = children ?? (
    <>
      <StaffPickerAvatar />
      <StaffPickerOptionName />
      <StaffPickerOptionDescription />
    </>
  );
  return (
    <StaffPickerOptionProvider value={value}>
      {asChild ? <AsChildSlot {...merged}>{children}</AsChildSlot> : <div {...merged}>{content}</div>}
    </StaffPickerOptionProvider>
  );
}
