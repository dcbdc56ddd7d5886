/**
 * The service picker parts as a namespace (`<ServicePicker.Root>`, `<ServicePicker.Option>`, ...).
 * @example <ServicePicker.Root services={services} selectionMode="multiple" onValueChange={setSlugs} />
 */
export * as ServicePicker from './service-picker';
export { type ServicePickerPart, servicePickerAnatomy } from './service-picker.anatomy';
export type {
  ServicePickerGroupData,
  ServicePickerOptionState,
  ServicePickerSelectionMode,
  ServicePickerService,
} from './service-picker.types';
export { useServicePickerContext, useServicePickerGroup, useServicePickerOption } from './service-picker-context';
export type { ServicePickerFormatters } from './service-picker-format';
export {
  ServicePickerGroup,
  ServicePickerGroupLabel,
  type ServicePickerGroupLabelProps,
  type ServicePickerGroupProps,
} from './service-picker-group';
export { ServicePickerLabel, type ServicePickerLabelProps } from './service-picker-label';
export { ServicePickerOption, type ServicePickerOptionProps } from './service-picker-option';
export {
  ServicePickerIndicator,
  ServicePickerOptionDescription,
  ServicePickerOptionDetails,
  ServicePickerOptionDuration,
  ServicePickerOptionLocation,
  ServicePickerOptionName,
  ServicePickerOptionPrice,
  type ServicePickerTextProps,
} from './service-picker-option-parts';
export { ServicePickerRoot, type ServicePickerRootProps } from './service-picker-root';
export {
  ServicePickerEmpty,
  ServicePickerError,
  ServicePickerMaxHint,
  type ServicePickerMessageProps,
} from './service-picker-status';
export {
  type OptionIds as ServicePickerOptionIds,
  type ServicePickerApi,
  type ServicePickerOptions,
  useServicePicker,
} from './use-service-picker';
export { type ServicePickerState, type ServicePickerStateOptions, useServicePickerState } from './use-service-picker-state';
