import type { ComponentPropsWithRef, ReactNode } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { StaffPickerProvider } from './staff-picker-context';
import { StaffPickerLabel } from './staff-picker-label';
import { StaffPickerOption } from './staff-picker-option';
import { type StaffPickerApi, type StaffPickerOptions, useStaffPicker } from './use-staff-picker';
import { type StaffPickerStateOptions, useStaffPickerState } from './use-staff-picker-state';

/** Props of {@link StaffPickerRoot}. */
export interface StaffPickerRootProps
  extends StaffPickerStateOptions,
    StaffPickerOptions,
    Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'children'> {
  /** The parts, or a function of the picker's API (to map over `api.options`). @default the label and every option */
  children?: ReactNode | ((api: StaffPickerApi) => ReactNode);
}

/**
 * The staff picker's root, a radio group named by its label; provides the choice to its parts.
 * @selector [data-scope="staff-picker"][data-part="root"][data-disabled]
 * @example <StaffPicker.Root staff={service.staff} value={staff} onValueChange={setStaff} />
 */
export function StaffPickerRoot({
  staff,
  includeAny,
  value,
  defaultValue,
  onValueChange,
  disabledValues,
  disabled,
  children,
  ...props
}: StaffPickerRootProps) {
  const state = useStaffPickerState({ value, defaultValue, onValueChange, disabledValues, disabled });
  const api = useStaffPicker({ staff, includeAny }, state);
  const content =
    typeof children === 'function'
      ? children(api)
      : (children ?? (
          <>
            <StaffPickerLabel />
            {api.options.map((option) => (
              <StaffPickerOption key={option.value} value={option.value} />
            ))}
          </>
        ));
  return (
    <StaffPickerProvider value={api}>
      <div {...mergePartProps(api.rootProps, props)}>{content}</div>
    </StaffPickerProvider>
  );
}
