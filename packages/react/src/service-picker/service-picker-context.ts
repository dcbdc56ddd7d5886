import { createContext } from '@radix-ui/react-context';
import type { ServicePickerGroupData, ServicePickerService } from './service-picker.types';
import type { ServicePickerApi } from './use-service-picker';

/** @internal The API of the nearest `<ServicePicker.Root>`. */
const [ServicePickerProvider, useServicePickerValue] = createContext<{ value: ServicePickerApi }>('<ServicePicker.Root>');

/** @internal The group of the nearest `<ServicePicker.Group>`. */
const [ServicePickerGroupProvider, useServicePickerGroupValue] = createContext<{ value: ServicePickerGroupData }>(
  '<ServicePicker.Group>',
);

/** @internal The service of the nearest `<ServicePicker.Option>`. */
const [ServicePickerOptionProvider, useServicePickerOptionValue] = createContext<{
  value: { service: ServicePickerService; group: ServicePickerGroupData };
}>('<ServicePicker.Option>');

export { ServicePickerGroupProvider, ServicePickerOptionProvider, ServicePickerProvider };

/**
 * The state, texts and prop bags of the nearest `<ServicePicker.Root>`, for custom parts.
 * @throws when used outside `<ServicePicker.Root>`.
 */
export function useServicePickerContext(): ServicePickerApi {
  return useServicePickerValue('useServicePickerContext').value;
}

/**
 * The group of the nearest `<ServicePicker.Group>`.
 * @throws when used outside `<ServicePicker.Group>`.
 */
export function useServicePickerGroup(): ServicePickerGroupData {
  return useServicePickerGroupValue('useServicePickerGroup').value;
}

/**
 * The service (and its group) of the nearest `<ServicePicker.Option>`.
 * @throws when used outside `<ServicePicker.Option>`.
 */
export function useServicePickerOption(): { service: ServicePickerService; group: ServicePickerGroupData } {
  return useServicePickerOptionValue('useServicePickerOption').value;
}
