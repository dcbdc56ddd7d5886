import { type StaffSummary, staffInitials } from '@booking-kit/core';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useId } from 'react';
import { useLocale as useAriaLocale, useRadioGroup } from 'react-aria';
import { useLocale } from '../locale/locale-context';
import { moveRadioCardFocus } from '../utils/radio-card-keys';
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
  rootProps: Attrs &
    Record<string, unknown> & { role: 'radiogroup'; 'aria-labelledby': string; 'aria-disabled'?: true; 'data-disabled'?: '' };
  label: string;
  labelProps: Attrs & { id: string };
  getOption(value: string): StaffPickerOptionData | undefined;
  getOptionState(value: string): StaffPickerOptionState;
  /**
   * The props of one option (`role="radio"`). Arrow keys, Home and End move focus and the choice
   * to another enabled option of the root's radio group (`rootProps`, `role="radiogroup"`).
   */
  getOptionProps(value: string): Attrs & Record<string, unknown>;
  getNameProps(value: string): Attrs & { id: string };
  getDescriptionProps(value: string): Attrs & { id: string };
  getAvatarProps(value: string): Attrs & { 'aria-hidden': true; 'data-any'?: '' };
}

/** The options that arrows may land on: this picker's, skipping disabled staff. */
const ENABLED_OPTION = `${parts.selector(parts.option)}:not([data-disabled])`;

/**
 * The behaviour hook of the staff picker: react-aria's radio group (`useRadioGroup` on
 * react-stately's `useRadioGroupState`) with "Any available staff" first, one tab stop on the
 * chosen option, arrows to move and choose (wrapping, skipping disabled staff), Home/End to the
 * first and last, Space to choose. Focus moves through react-aria's focus manager, which walks the
 * picker's own subtree, so it works inside a shadow root too.
 * @example const api = useStaffPicker({ staff: service.staff }, useStaffPickerState());
 */
export function useStaffPicker({ staff, includeAny = true }: StaffPickerOptions, state: StaffPickerState): StaffPickerApi {
  const { t, tag } = useLocale();
  const { direction } = useAriaLocale();
  const baseId = useId();
  const labelId = `${baseId}-label`;
  // The options are role="radio" cards rather than native inputs (they hold the avatar and texts,
  // and render as the app's own element with `asChild`), so react-aria's own arrow keys, which walk
  // `<input type="radio">` only, are left out; the keys below do the same through FocusScope.
  // Its state flags are set below with the types this API has always had.
  const {
    onKeyDown: _inputArrows,
    onKeyUp: _inputKeyUp,
    'aria-disabled': _disabled,
    ...groupProps
  } = useRadioGroup({ 'aria-labelledby': labelId, isDisabled: state.disabled }, state.radioGroup).radioGroupProps;
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
  // One tab stop: the chosen option, else the one last focused, else the first that can be chosen.
  const lastFocused = state.radioGroup.lastFocusedValue === null ? -1 : indexOf(state.radioGroup.lastFocusedValue);
  const enabledAt = (index: number) => index >= 0 && !state.isDisabled(options[index]?.value ?? '');
  const tabStop = enabledAt(chosen)
    ? chosen
    : enabledAt(lastFocused)
      ? lastFocused
      : options.findIndex((o) => !state.isDisabled(o.value));
  // Slugs are lowercase letters, digits and hyphens, so they are safe in ids.
  const optionId = (value: string) => `${baseId}-option-${value}`;
  const getOptionState = (value: string): StaffPickerOptionState => ({
    isSelected: state.value === value,
    isDisabled: state.isDisabled(value),
    isAny: value === ANY_STAFF,
  });

  const onKeyDown = (value: string) => (event: KeyboardEvent) => {
    if (event.key === ' ') {
      event.preventDefault();
      state.select(value);
      return;
    }
    const next = moveRadioCardFocus(event, ENABLED_OPTION, direction);
    if (next) state.select(next);
  };

  return {
    state,
    options,
    rootProps: {
      ...groupProps,
      ...attrs(parts.root),
      role: 'radiogroup',
      'aria-labelledby': labelId,
      ...(state.disabled && { 'aria-disabled': true as const, 'data-disabled': '' as const }),
    },
    label: t('staffPicker.label'),
    labelProps: { ...attrs(parts.label), id: labelId },
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
        onFocus: () => state.radioGroup.setLastFocusedValue(value),
        onKeyDown: onKeyDown(value),
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
