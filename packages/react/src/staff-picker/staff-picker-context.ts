import { createContext } from '@radix-ui/react-context';
import type { StaffPickerApi } from './use-staff-picker';

/** @internal The API of the nearest `<StaffPicker.Root>`. */
const [StaffPickerProvider, useStaffPickerValue] = createContext<{ value: StaffPickerApi }>('<StaffPicker.Root>');

/** @internal The value of the nearest `<StaffPicker.Option>`. */
const [StaffPickerOptionProvider, useStaffPickerOptionValue] = createContext<{ value: string }>('<StaffPicker.Option>');

export { StaffPickerOptionProvider, StaffPickerProvider };

/**
 * The state, options and prop bags of the nearest `<StaffPicker.Root>`, for custom parts.
 * @throws when used outside `<StaffPicker.Root>`.
 */
export function useStaffPickerContext(): StaffPickerApi {
  return useStaffPickerValue('useStaffPickerContext').value;
}

/**
 * The value (staff slug or `any`) of the nearest `<StaffPicker.Option>`.
 * @throws when used outside `<StaffPicker.Option>`.
 */
export function useStaffPickerOption(): string {
  return useStaffPickerOptionValue('useStaffPickerOption').value;
}
