/** The staff-picker parts as a namespace: `<StaffPicker.Root>`, `<StaffPicker.Option>`, ... */
export { StaffPickerLabel as Label } from './staff-picker-label';
export { StaffPickerOption as Option } from './staff-picker-option';
export {
  StaffPickerAvatar as Avatar,
  StaffPickerOptionDescription as OptionDescription,
  StaffPickerOptionName as OptionName,
} from './staff-picker-option-parts';
export { StaffPickerRoot as Root } from './staff-picker-root';
