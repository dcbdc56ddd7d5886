/**
 * The staff picker parts as a namespace (`<StaffPicker.Root>`, `<StaffPicker.Option>`, ...).
 * @example <StaffPicker.Root staff={service.staff} value={staff} onValueChange={setStaff} />
 */
export * as StaffPicker from './staff-picker';
export { type StaffPickerPart, staffPickerAnatomy } from './staff-picker.anatomy';
export { useStaffPickerContext, useStaffPickerOption } from './staff-picker-context';
export { StaffPickerLabel, type StaffPickerLabelProps } from './staff-picker-label';
export { StaffPickerOption, type StaffPickerOptionProps } from './staff-picker-option';
export {
  StaffPickerAvatar,
  StaffPickerOptionDescription,
  StaffPickerOptionName,
  type StaffPickerTextProps,
} from './staff-picker-option-parts';
export { StaffPickerRoot, type StaffPickerRootProps } from './staff-picker-root';
export {
  type StaffPickerApi,
  type StaffPickerOptionData,
  type StaffPickerOptionState,
  type StaffPickerOptions,
  type StaffPickerStaff,
  useStaffPicker,
} from './use-staff-picker';
export { ANY_STAFF, type StaffPickerState, type StaffPickerStateOptions, useStaffPickerState } from './use-staff-picker-state';
