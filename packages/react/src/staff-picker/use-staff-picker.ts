import { type StaffSummary, staffInitials } from '@booking-kit/core';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useId } from 'react-aria';
import { useLocale } from '../locale/locale-context';
import { radioGroupTarget } from '../utils/radio-group-keys';
import { staffPickerPartAttrs as attrs, staffPickerAnatomy as parts } from './staff-picker.anatomy';
import { ANY_STAFF, type StaffPickerState } from './use-staff-picker-state';

/** What the picker shows of a staff member; a `StaffSummary` from the API fits. */
export type StaffPickerStaff = Pick<StaffSummary, 'slug' | 'name'>;

/** One choice of the picker: "Any available staff" or a staff member. */
export interface StaffPickerOptionData {
  /** A staff slug, or {@link ANY_STAFF}. */
  value: string;
  /** The staff member's name, or the catalog's 'Any available staff'. */
  name: string;
  /** 'Whoever is free at your time takes the appointment.' for "any", else `null`. */
  description: string | null;
  /** 'AV' for Anna de Vries; empty for "any". */
  initials: string;
  isAny: boolean;
}

/** The state of one option, for class names. */
export interface StaffPickerOptionState {
  isSelected: boolean;
  isDisabled: boolean;
  isAny: boolean;
}

/** Options of {@link useStaffPicker}. */
export interface StaffPickerOptions {
  /** The staff who perform the service, in the order to show them. */
  staff: ReadonlyArray<StaffPickerStaff>;
  /** Offer "Any available staff" first. @default true */
  includeAny?: boolean;
}

type Attrs = ReturnType<typeof attrs>;

/** What {@link useStaffPicker} returns: the state, the options and a prop bag per part. */
export interface StaffPickerApi {
  state: StaffPickerState;
  options: StaffPickerOptionData[];
  rootProps: Attrs & { role: 'radiogroup'; 'aria-labelledby': string; 'aria-disabled'?: true; 'data-disabled'?: '' };
  label: string;
  labelProps: Attrs & { id: string };
  getOption(value: string): StaffPickerOptionData | undefined;
  getOptionState(value: string): StaffPickerOptionState;
  getOptionProps(value: string): Attrs & Record<string, unknown>;
  getNameProps(value: string): Attrs & { id: string };
  getDescriptionProps(value: string): Attrs & { id: string };
  getAvatarProps(value: string): Attrs & { 'aria-hidden': true; 'data-any'?: '' };
}

/**
 * The behaviour hook of the staff picker: a radio group with "Any available staff" first, one tab
 * stop on the chosen option, arrows to move and choose (wrapping, skipping disabled staff),
 * Home/End to the first and last, Space to choose.
 * @example const api = useStaffPicker(useStaffPickerState(), { staff: service.staff });
 */
export function useStaffPicker(state: StaffPickerState, { staff, includeAny = true }: StaffPickerOptions): StaffPickerApi {
  const { t, tag } = useLocale();
  const baseId = useId();
  const options: StaffPickerOptionData[] = [
    ...(includeAny
      ? [
          {
            value: ANY_STAFF,
            name: t('booking.anyStaff'),
            description: t('staffPicker.anyDescription'),
            initials: '',
            isAny: true,
          },
        ]
      : []),
    ...staff.map((member) => ({
      value: member.slug,
      name: member.name,
      description: null,
      initials: staffInitials(member.name, tag),
      isAny: false,
    })),
  ];
  const indexOf = (value: string) => options.findIndex((option) => option.value === value);
  const chosen = indexOf(state.value);
  const tabStop = chosen >= 0 && !state.isDisabled(state.value) ? chosen : options.findIndex((o) => !state.isDisabled(o.value));
  // Slugs are lowercase letters, digits and hyphens, so they are safe in ids.
  const optionId = (value: string) => `${baseId}-option-${value}`;
  const getOptionState = (value: string): StaffPickerOptionState => ({
    isSelected: state.value === value,
    isDisabled: state.isDisabled(value),
    isAny: value === ANY_STAFF,
  });

  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    const current = options[index];
    if (!current) return;
    if (event.key === ' ') {
      event.preventDefault();
      state.select(current.value);
      return;
    }
    const next = radioGroupTarget(
      event.key,
      index,
      options.map((option) => state.isDisabled(option.value)),
    );
    const target = next === null ? undefined : options[next];
    if (!target) return;
    event.preventDefault();
    state.select(target.value);
    document.getElementById(optionId(target.value))?.focus();
  };

  return {
    state,
    options,
    rootProps: {
      ...attrs(parts.root),
      role: 'radiogroup',
      'aria-labelledby': `${baseId}-label`,
      ...(state.disabled && { 'aria-disabled': true as const, 'data-disabled': '' as const }),
    },
    label: t('staffPicker.label'),
    labelProps: { ...attrs(parts.label), id: `${baseId}-label` },
    getOption: (value) => options[indexOf(value)],
    getOptionState,
    getOptionProps: (value) => {
      const index = indexOf(value);
      const { isSelected, isDisabled, isAny } = getOptionState(value);
      const hasDescription = options[index]?.description != null;
      return {
        ...attrs(parts.option),
        id: optionId(value),
        role: 'radio',
        'aria-checked': isSelected,
        'aria-labelledby': `${optionId(value)}-name`,
        ...(hasDescription && { 'aria-describedby': `${optionId(value)}-description` }),
        ...(isDisabled && { 'aria-disabled': true }),
        tabIndex: index === tabStop ? 0 : -1,
        'data-state': isSelected ? 'checked' : 'unchecked',
        'data-value': value,
        ...(isSelected && { 'data-selected': '' }),
        ...(isDisabled && { 'data-disabled': '' }),
        ...(isAny && { 'data-any': '' }),
        // Like a native disabled control, a disabled option does not take focus when clicked.
        ...(isDisabled && { onMouseDown: (event: MouseEvent) => event.preventDefault() }),
        onClick: () => state.select(value),
        onKeyDown: onKeyDown(index),
      };
    },
    getNameProps: (value) => ({ ...attrs(parts.optionName), id: `${optionId(value)}-name` }),
    getDescriptionProps: (value) => ({ ...attrs(parts.optionDescription), id: `${optionId(value)}-description` }),
    getAvatarProps: (value) => ({
      ...attrs(parts.avatar),
      'aria-hidden': true,
      ...(value === ANY_STAFF && { 'data-any': '' as const }),
    }),
  };
}
