import { MAX_CART_ITEMS } from '@booking-kit/core';
import { type CheckboxGroupState, useCheckboxGroupState } from 'react-stately/useCheckboxGroupState';
import { useControlledState } from 'react-stately/useControlledState';
import { type RadioGroupState, useRadioGroupState } from 'react-stately/useRadioGroupState';
import type { ServicePickerSelectionMode } from './service-picker.types';

/** Options of {@link useServicePickerState}: the `value` / `defaultValue` / `onValueChange` convention. */
export interface ServicePickerStateOptions {
  /** @default 'single' */
  selectionMode?: ServicePickerSelectionMode;
  /** The chosen services' slugs, in the order chosen; at most one in `single` mode. */
  value?: string[];
  /** @default [] */
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /** The most services in `multiple` mode. @default MAX_CART_ITEMS (10, what one booking takes) */
  max?: number;
  /** Slugs of services that cannot be chosen. @default [] */
  disabledValues?: ReadonlyArray<string>;
  /** Nothing can be chosen. @default false */
  disabled?: boolean;
}

/** The state of a service picker. */
export interface ServicePickerState {
  selectionMode: ServicePickerSelectionMode;
  value: string[];
  max: number;
  /** The whole picker is disabled. */
  disabled: boolean;
  /** In `multiple` mode, the most services are chosen. */
  isAtMax: boolean;
  isSelected(slug: string): boolean;
  isDisabled(slug: string): boolean;
  /** Chooses `slug`: replaces the choice in `single` mode, adds it (up to `max`) in `multiple`. */
  select(slug: string): void;
  /** Chooses or un-chooses `slug` in `multiple` mode; chooses it in `single` mode. */
  toggle(slug: string): void;
  /** react-stately's radio group state over the choice, for react-aria's `useRadioGroup` (`single` mode). */
  radioGroup: RadioGroupState;
  /** react-stately's checkbox group state over the choice, for react-aria's `useCheckboxGroup` (`multiple` mode). */
  checkboxGroup: CheckboxGroupState;
}

/**
 * The state hook of the service picker: the chosen slugs, controlled or uncontrolled, with the
 * selection rules of each mode; no effects, no formatting (the behaviour hook derives those).
 * The one list of slugs is the source of truth (a `value` of the same shape in both modes, in the
 * order chosen); react-stately's radio and checkbox group states sit on it, controlled, so that
 * react-aria's group hooks get the state they expect and every change goes through them.
 * @example const state = useServicePickerState({ selectionMode: 'multiple', defaultValue: [] });
 */
export function useServicePickerState(options: ServicePickerStateOptions = {}): ServicePickerState {
  const selectionMode = options.selectionMode ?? 'single';
  const max = selectionMode === 'single' ? 1 : Math.max(1, options.max ?? MAX_CART_ITEMS);
  const [value, setValue] = useControlledState<string[]>(options.value, options.defaultValue ?? [], options.onValueChange);
  const disabled = new Set(options.disabledValues ?? []);
  const isSelected = (slug: string) => value.includes(slug);
  const isDisabled = (slug: string) => options.disabled === true || disabled.has(slug);
  const isAtMax = selectionMode === 'multiple' && value.length >= max;
  // Both hooks run in every render (hooks cannot depend on the mode); only the mode's own one is used.
  const radioGroup = useRadioGroupState({
    value: value[0] ?? null,
    onChange: (slug) => setValue([slug]),
    isDisabled: options.disabled === true,
  });
  const checkboxGroup = useCheckboxGroupState({ value, onChange: setValue, isDisabled: options.disabled === true });
  const select = (slug: string) => {
    if (isDisabled(slug) || isSelected(slug)) return;
    if (selectionMode === 'single') radioGroup.setSelectedValue(slug);
    else if (!isAtMax) checkboxGroup.setValue([...value, slug]);
  };
  return {
    selectionMode,
    value,
    max,
    disabled: options.disabled === true,
    isAtMax,
    isSelected,
    isDisabled,
    select,
    toggle: (slug) => {
      if (selectionMode === 'multiple' && isSelected(slug) && !isDisabled(slug)) checkboxGroup.removeValue(slug);
      else select(slug);
    },
    radioGroup,
    checkboxGroup,
  };
}
