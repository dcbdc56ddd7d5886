/** The service-picker parts as a namespace: `<ServicePicker.Root>`, `<ServicePicker.Option>`, ... */
export { ServicePickerGroup as Group, ServicePickerGroupLabel as GroupLabel } from './service-picker-group';
export { ServicePickerLabel as Label } from './service-picker-label';
export { ServicePickerOption as Option } from './service-picker-option';
export {
  ServicePickerIndicator as Indicator,
  ServicePickerOptionDescription as OptionDescription,
  ServicePickerOptionDetails as OptionDetails,
  ServicePickerOptionDuration as OptionDuration,
  ServicePickerOptionLocation as OptionLocation,
  ServicePickerOptionName as OptionName,
  ServicePickerOptionPrice as OptionPrice,
} from './service-picker-option-parts';
export { ServicePickerRoot as Root } from './service-picker-root';
export {
  ServicePickerEmpty as Empty,
  ServicePickerError as Error,
  ServicePickerMaxHint as MaxHint,
} from './service-picker-status';
