import type { ComponentPropsWithRef, ReactNode } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { optionKeys, splitProps } from '../utils/split-props';
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

/** The root's props that are the state hook's options. */
const STATE_OPTIONS = optionKeys<StaffPickerStateOptions>()({
  value: true,
  defaultValue: true,
  onValueChange: true,
  disabledValues: true,
  disabled: true,
});

/** The root's props that are the behaviour hook's options. */
const OPTIONS = optionKeys<StaffPickerOptions>()({
  staff: true,
  includeAny: true,
});

/**
 * The staff picker's root, a radio group named by its label; provides the choice to its parts.
 * @selector [data-scope="staff-picker"][data-part="root"][data-disabled]
 * @example <StaffPicker.Root staff={service.staff} value={staff} onValueChange={setStaff} />
 */
export function StaffPickerRoot({ children, ...props }: StaffPickerRootProps) {
  const [stateOptions, rest] = splitProps(props, STATE_OPTIONS);
  const [options, elementProps] = splitProps(rest, OPTIONS);
  const state = useStaffPickerState(stateOptions);
  const api = useStaffPicker(options, state);
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
      <div {...mergePartProps(api.rootProps, elementProps)}>{content}</div>
    </StaffPickerProvider>
  );
}
