import { createContext, useContext } from 'react';
import type { StaffPickerApi } from './use-staff-picker';

/** @internal The API of the nearest `<StaffPicker.Root>`; `null` outside one. */
export const StaffPickerContext = createContext<StaffPickerApi | null>(null);

/** @internal The value of the nearest `<StaffPicker.Option>`; `null` outside one. */
export const StaffPickerOptionContext = createContext<string | null>(null);

/**
 * The state, options and prop bags of the nearest `<StaffPicker.Root>`, for custom parts.
 * @throws when used outside `<StaffPicker.Root>`.
 */
export function useStaffPickerContext(): StaffPickerApi {
  const context = useContext(StaffPickerContext);
  if (!context) throw new Error('`useStaffPickerContext` must be used within `<StaffPicker.Root>`');
  return context;
}

/**
 * The value (staff slug or `any`) of the nearest `<StaffPicker.Option>`.
 * @throws when used outside `<StaffPicker.Option>`.
 */
export function useStaffPickerOption(): string {
  const context = useContext(StaffPickerOptionContext);
  if (context === null) throw new Error('`useStaffPickerOption` must be used within `<StaffPicker.Option>`');
  return context;
}
