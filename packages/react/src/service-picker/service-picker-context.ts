import { createContext, useContext } from 'react';
import type { ServicePickerGroupData, ServicePickerService } from './service-picker.types';
import type { ServicePickerApi } from './use-service-picker';

/** @internal The API of the nearest `<ServicePicker.Root>`; `null` outside one. */
export const ServicePickerContext = createContext<ServicePickerApi | null>(null);

/** @internal The group of the nearest `<ServicePicker.Group>`; `null` outside one. */
export const ServicePickerGroupContext = createContext<ServicePickerGroupData | null>(null);

/** @internal The service of the nearest `<ServicePicker.Option>`; `null` outside one. */
export const ServicePickerOptionContext = createContext<{ service: ServicePickerService; group: ServicePickerGroupData } | null>(
  null,
);

/**
 * The state, texts and prop bags of the nearest `<ServicePicker.Root>`, for custom parts.
 * @throws when used outside `<ServicePicker.Root>`.
 */
export function useServicePickerContext(): ServicePickerApi {
  const context = useContext(ServicePickerContext);
  if (!context) throw new Error('`useServicePickerContext` must be used within `<ServicePicker.Root>`');
  return context;
}

/**
 * The group of the nearest `<ServicePicker.Group>`.
 * @throws when used outside `<ServicePicker.Group>`.
 */
export function useServicePickerGroup(): ServicePickerGroupData {
  const context = useContext(ServicePickerGroupContext);
  if (!context) throw new Error('`useServicePickerGroup` must be used within `<ServicePicker.Group>`');
  return context;
}

/**
 * The service (and its group) of the nearest `<ServicePicker.Option>`.
 * @throws when used outside `<ServicePicker.Option>`.
 */
export function useServicePickerOption(): { service: ServicePickerService; group: ServicePickerGroupData } {
  const context = useContext(ServicePickerOptionContext);
  if (!context) throw new Error('`useServicePickerOption` must be used within `<ServicePicker.Option>`');
  return context;
}
