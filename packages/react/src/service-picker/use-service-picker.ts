import { groupServicesByCategory, type ServiceCategoryInput } from '@booking-kit/core';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useId } from 'react';
import { useLocale as useAriaLocale, useCheckboxGroup, useRadioGroup } from 'react-aria';
import { useLocale } from '../locale/locale-context';
import { joinIds } from '../utils/join-ids';
import { moveRadioCardFocus } from '../utils/radio-card-keys';
import { servicePickerPartAttrs as attrs, servicePickerAnatomy as parts } from './service-picker.anatomy';
import type { ServicePickerGroupData, ServicePickerOptionState, ServicePickerService } from './service-picker.types';
import { createServicePickerFormatters, type ServicePickerFormatters } from './service-picker-format';
import type { ServicePickerState } from './use-service-picker-state';

/** Options of {@link useServicePicker}. */
export interface ServicePickerOptions {
  /** The services to offer, e.g. a provider's or a service menu's. */
  services: ReadonlyArray<ServicePickerService>;
  /**
   * A service menu's categories (`ServiceMenu` or `ServiceMenuDetail`): options appear under
   * their headings, in the menu's order; services no category names are not offered.
   */
  categories?: ReadonlyArray<ServiceCategoryInput>;
  /** A choice is needed: with `showErrors`, an empty choice shows 'At least one option must be chosen'. @default false */
  required?: boolean;
  /** Show the error now, e.g. after the visitor tried to continue. @default false */
  showErrors?: boolean;
}

type Attrs = ReturnType<typeof attrs>;

/** The ids of an option's texts. */
export interface OptionIds {
  name: string;
  description: string;
  price: string;
  duration: string;
  location: string;
}

/** What {@link useServicePicker} returns: the state, the groups, the texts and a prop bag per part. */
export interface ServicePickerApi extends ServicePickerFormatters {
  state: ServicePickerState;
  /** The options under their headings; one group named `null` without categories. */
  groups: ServicePickerGroupData[];
  isEmpty: boolean;
  rootProps: Attrs & { role?: 'group'; 'aria-labelledby'?: string; 'data-selection-mode': string; 'data-disabled'?: '' };
  label: string;
  labelProps: Attrs & { id: string };
  getGroupProps(group: ServicePickerGroupData): Attrs &
    Record<string, unknown> & {
      id: string;
      role: 'radiogroup' | 'group';
      'aria-labelledby': string;
      'aria-describedby'?: string;
      'aria-required'?: true;
      'aria-invalid'?: true;
      'aria-disabled'?: true;
    };
  getGroupLabelProps(group: ServicePickerGroupData): Attrs & { id: string };
  getOptionState(service: ServicePickerService): ServicePickerOptionState;
  /**
   * The props of one option (`role="radio"` or `role="checkbox"`). In `single` mode arrow keys,
   * Home and End move focus and the choice to another enabled option of the root (`rootProps`),
   * across its categories' groups.
   */
  getOptionProps(service: ServicePickerService, group: ServicePickerGroupData): Attrs & Record<string, unknown>;
  /** Ids of an option's texts: the name names the option, the others describe it. */
  getOptionIds(service: ServicePickerService, group: ServicePickerGroupData): OptionIds;
  /** 'You can choose up to 10 services.' while the most are chosen in `multiple` mode, else `null`. */
  maxText: string | null;
  maxHintProps: Attrs & { id: string; role: 'status'; 'aria-live': 'polite' };
  /** The translated error while it shows, else `null`. */
  errorText: string | null;
  errorProps: Attrs & { id: string; role: 'alert' };
  emptyText: string;
  emptyProps: Attrs;
}

const optionIds = (id: string): OptionIds => ({
  name: `${id}-name`,
  description: `${id}-description`,
  price: `${id}-price`,
  duration: `${id}-duration`,
  location: `${id}-location`,
});

/** The options that arrows may land on: this picker's, skipping disabled ones. */
const ENABLED_OPTION = `${parts.selector(parts.option)}:not([data-disabled])`;
/** The picker's root: arrows move across its categories' groups, which split one choice. */
const PICKER_ROOT = parts.selector(parts.root);

/**
 * The behaviour hook of the service picker: in `single` mode react-aria's radio group
 * (`useRadioGroup`: one tab stop, arrows and Home/End move and choose, Space chooses), in
 * `multiple` mode react-aria's checkbox group (`useCheckboxGroup`: each a tab stop, Space toggles)
 * that stops at `max` and says why; prices, lengths and places in the active locale; options
 * under a service menu's headings. Several services for a cart are checkboxes rather than a
 * multi-select listbox: each is an independent yes/no a visitor reaches with Tab, the pattern
 * screen-reader users expect for "choose any", and the option keeps the role the stories and apps
 * already select on.
 * @example const api = useServicePicker({ services }, useServicePickerState({ selectionMode: 'multiple' }));
 */
export function useServicePicker(options: ServicePickerOptions, state: ServicePickerState): ServicePickerApi {
  const { t, tag } = useLocale();
  const { direction } = useAriaLocale();
  const baseId = useId();
  const labelId = `${baseId}-label`;
  // The options are role="radio" / role="checkbox" cards rather than native inputs (they hold the
  // name, description and details, and render as the app's own element with `asChild`): react-aria's
  // group hooks give the groups their ARIA, and react-aria's own radio arrow keys, which walk
  // `<input type="radio">` only, are left out for the keys below, which go through FocusScope.
  // Their state flags are set in `getGroupProps` with the types this API has always had.
  const {
    onKeyDown: _radioArrows,
    onKeyUp: _radioKeyUp,
    'aria-disabled': _radioDisabled,
    'aria-required': _radioRequired,
    'aria-invalid': _radioInvalid,
    ...radioGroupProps
  } = useRadioGroup({ 'aria-labelledby': labelId, isDisabled: state.disabled }, state.radioGroup).radioGroupProps;
  const {
    'aria-disabled': _checkboxDisabled,
    'aria-invalid': _checkboxInvalid,
    ...checkboxGroupProps
  } = useCheckboxGroup({ 'aria-labelledby': labelId, isDisabled: state.disabled }, state.checkboxGroup).groupProps;
  const format = createServicePickerFormatters(tag, t);
  const single = state.selectionMode === 'single';
  const hasCategories = options.categories !== undefined;
  // A group with no options would be an empty radio group: there is nothing to name or to enter.
  const groups = groupServicesByCategory(options.services, options.categories)
    .filter((group) => group.services.length > 0)
    .map((group, index) => ({ ...group, index }));
  const flat = groups.flatMap((group) => group.services.map((service) => ({ group, service })));
  const optionId = (service: ServicePickerService, group: ServicePickerGroupData) =>
    `${baseId}-option-${group.index}-${service.slug}`;
  const getOptionState = (service: ServicePickerService): ServicePickerOptionState => {
    const isSelected = state.isSelected(service.slug);
    return { isSelected, isDisabled: state.isDisabled(service.slug), isAtMax: state.isAtMax && !isSelected };
  };
  // Single mode keeps one tab stop: the chosen option, else the first that can be chosen.
  const chosen = flat.findIndex(({ service }) => state.isSelected(service.slug) && !state.isDisabled(service.slug));
  const tabStop = chosen >= 0 ? chosen : flat.findIndex(({ service }) => !state.isDisabled(service.slug));
  const maxId = `${baseId}-max`;
  const errorId = `${baseId}-error`;
  const errorKey = options.required && options.showErrors && state.value.length === 0 ? 'validation.atLeastOneOption' : null;

  const onKeyDown = (slug: string) => (event: KeyboardEvent) => {
    if (event.key === ' ') {
      event.preventDefault();
      state.toggle(slug);
      return;
    }
    if (!single) return;
    const next = moveRadioCardFocus(event, ENABLED_OPTION, direction, PICKER_ROOT);
    if (next) state.select(next);
  };

  return {
    ...format,
    state,
    groups,
    isEmpty: flat.length === 0,
    rootProps: {
      ...attrs(parts.root),
      // With headings, the whole picker is a named group of the categories' groups.
      ...(hasCategories && { role: 'group' as const, 'aria-labelledby': labelId }),
      'data-selection-mode': state.selectionMode,
      ...(state.disabled && { 'data-disabled': '' as const }),
    },
    label: t(single ? 'servicePicker.label' : 'servicePicker.labelMultiple'),
    labelProps: { ...attrs(parts.label), id: labelId },
    getGroupProps: (group) => {
      const describedBy = joinIds(errorKey && errorId, state.isAtMax && maxId);
      return {
        ...(single ? radioGroupProps : checkboxGroupProps),
        ...attrs(parts.group),
        id: `${baseId}-group-${group.index}`,
        role: single ? 'radiogroup' : 'group',
        'aria-labelledby': group.name === null ? labelId : `${baseId}-group-${group.index}-label`,
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(single && options.required && { 'aria-required': true as const }),
        ...(single && errorKey && { 'aria-invalid': true as const }),
        ...(single && state.disabled && { 'aria-disabled': true as const }),
      };
    },
    getGroupLabelProps: (group) => ({ ...attrs(parts.groupLabel), id: `${baseId}-group-${group.index}-label` }),
    getOptionState,
    getOptionIds: (service, group) => optionIds(optionId(service, group)),
    getOptionProps: (service, group) => {
      const { isSelected, isDisabled, isAtMax } = getOptionState(service);
      const index = flat.findIndex((entry) => entry.group.index === group.index && entry.service.slug === service.slug);
      const id = optionId(service, group);
      const ids = optionIds(id);
      const unavailable = isDisabled || isAtMax;
      return {
        ...attrs(parts.option),
        id,
        role: single ? 'radio' : 'checkbox',
        'aria-checked': isSelected,
        'aria-labelledby': ids.name,
        // Separate ids, not one wrapper: the description then reads '€45.00 30 or 60 min In person' with spaces.
        'aria-describedby': joinIds(
          service.description && ids.description,
          ids.price,
          ids.duration,
          ids.location,
          isAtMax && maxId,
        ),
        ...(unavailable && { 'aria-disabled': true }),
        // Options at the maximum stay focusable so their explanation can be heard; disabled ones do not.
        tabIndex: isDisabled ? -1 : single ? (index === tabStop ? 0 : -1) : 0,
        'data-state': isSelected ? 'checked' : 'unchecked',
        'data-value': service.slug,
        ...(isSelected && { 'data-selected': '' }),
        ...(unavailable && { 'data-disabled': '' }),
        ...(isAtMax && { 'data-at-max': '' }),
        // Like a native disabled control, a disabled option does not take focus when clicked.
        ...(isDisabled && { onMouseDown: (event: MouseEvent) => event.preventDefault() }),
        onClick: () => state.toggle(service.slug),
        onKeyDown: onKeyDown(service.slug),
      };
    },
    maxText: state.isAtMax ? t('servicePicker.max', { count: state.max }) : null,
    maxHintProps: { ...attrs(parts.maxHint), id: maxId, role: 'status', 'aria-live': 'polite' },
    errorText: errorKey ? t(errorKey) : null,
    errorProps: { ...attrs(parts.error), id: errorId, role: 'alert' },
    emptyText: t('servicePicker.empty'),
    emptyProps: attrs(parts.empty),
  };
}
