import type { ComponentPropsWithRef } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { servicePickerPartAttrs as attrs, servicePickerAnatomy as parts } from './service-picker.anatomy';
import { useServicePickerContext, useServicePickerOption } from './service-picker-context';

/** Props of the option's text parts. */
export type ServicePickerTextProps = ComponentPropsWithRef<'span'>;

/** The option's state marks, shared by its parts so CSS can style them without the option. */
function useOptionParts() {
  const api = useServicePickerContext();
  const { service, group } = useServicePickerOption();
  const { isSelected } = api.getOptionState(service);
  return { api, service, ids: api.getOptionIds(service, group), state: isSelected ? 'checked' : 'unchecked' };
}

/**
 * The radio dot or check mark: decoration only, the option itself carries the checked state.
 * @selector [data-scope="service-picker"][data-part="indicator"][data-state="checked|unchecked"]
 */
export function ServicePickerIndicator(props: ServicePickerTextProps) {
  const { api, state } = useOptionParts();
  const type = api.state.selectionMode === 'single' ? 'radio' : 'checkbox';
  return (
    <span
      {...mergePartProps({ ...attrs(parts.indicator), 'aria-hidden': true, 'data-state': state, 'data-type': type }, props)}
    />
  );
}

/**
 * The service's name; it names the option.
 * @selector [data-scope="service-picker"][data-part="option-name"]
 */
export function ServicePickerOptionName({ children, ...props }: ServicePickerTextProps) {
  const { service, ids } = useOptionParts();
  return <span {...mergePartProps({ ...attrs(parts.optionName), id: ids.name }, props)}>{children ?? service.name}</span>;
}

/**
 * The service's description; rendered only when it has one.
 * @selector [data-scope="service-picker"][data-part="option-description"]
 */
export function ServicePickerOptionDescription({ children, ...props }: ServicePickerTextProps) {
  const { service, ids } = useOptionParts();
  if (!service.description && children === undefined) return null;
  return (
    <span {...mergePartProps({ ...attrs(parts.optionDescription), id: ids.description }, props)}>
      {children ?? service.description}
    </span>
  );
}

/**
 * The price, lengths and place in a row; without children, all three.
 * @selector [data-scope="service-picker"][data-part="option-details"]
 */
export function ServicePickerOptionDetails({ children, ...props }: ServicePickerTextProps) {
  return (
    <span {...mergePartProps(attrs(parts.optionDetails), props)}>
      {children ?? (
        <>
          <ServicePickerOptionPrice />
          <ServicePickerOptionDuration />
          <ServicePickerOptionLocation />
        </>
      )}
    </span>
  );
}

/**
 * The price in the active locale ('€45.00', '45,00 €'), or 'Free'.
 * @selector [data-scope="service-picker"][data-part="option-price"][data-free]
 */
export function ServicePickerOptionPrice({ children, ...props }: ServicePickerTextProps) {
  const { api, service, ids } = useOptionParts();
  const free = service.priceMinor === 0 ? { 'data-free': '' } : {};
  return (
    <span {...mergePartProps({ ...attrs(parts.optionPrice), id: ids.price, ...free }, props)}>
      {children ?? api.price(service)}
    </span>
  );
}

/**
 * Every length the visitor may choose, '30 or 60 min'.
 * @selector [data-scope="service-picker"][data-part="option-duration"]
 */
export function ServicePickerOptionDuration({ children, ...props }: ServicePickerTextProps) {
  const { api, service, ids } = useOptionParts();
  return (
    <span {...mergePartProps({ ...attrs(parts.optionDuration), id: ids.duration }, props)}>
      {children ?? api.duration(service)}
    </span>
  );
}

/**
 * Where it takes place, 'Online' or 'In person'.
 * @selector [data-scope="service-picker"][data-part="option-location"][data-location="online|in-person"]
 */
export function ServicePickerOptionLocation({ children, ...props }: ServicePickerTextProps) {
  const { api, service, ids } = useOptionParts();
  return (
    <span {...mergePartProps({ ...attrs(parts.optionLocation), id: ids.location, 'data-location': service.location }, props)}>
      {children ?? api.location(service)}
    </span>
  );
}
