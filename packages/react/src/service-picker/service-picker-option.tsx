import type { ComponentPropsWithRef } from 'react';
import { mergeProps } from 'react-aria';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
import type { ServicePickerOptionState, ServicePickerService } from './service-picker.types';
import { ServicePickerOptionProvider, useServicePickerContext, useServicePickerGroup } from './service-picker-context';
import {
  ServicePickerIndicator,
  ServicePickerOptionDescription,
  ServicePickerOptionDetails,
  ServicePickerOptionName,
} from './service-picker-option-parts';

/** Props of {@link ServicePickerOption}. */
export interface ServicePickerOptionProps extends AsChildProps, Omit<ComponentPropsWithRef<'div'>, 'className'> {
  /** The service this option stands for; one of its group's. */
  service: ServicePickerService;
  /** A class name, or a function of the option's state (e.g. a cva variant). */
  className?: string | ((state: ServicePickerOptionState) => string);
}

/**
 * One service: a radio (`single`) or a checkbox (`multiple`), named by the service's name and
 * described by its description, price, lengths and place. Without children it shows all of them.
 * It shows its interaction state (`data-hovered`, `data-pressed`, `data-focus-visible`); an option
 * that cannot be chosen now (disabled, or at the maximum) is `data-disabled` and shows no hover.
 * @selector [data-scope="service-picker"][data-part="option"][data-state="checked|unchecked"][data-value][data-disabled][data-at-max]
 * @selector [data-part="option"][data-hovered] [data-pressed] [data-focus-visible]
 * @example <ServicePicker.Option service={service} className={(state) => optionVariants(state)} />
 */
export function ServicePickerOption({ service, asChild, className, children, ...props }: ServicePickerOptionProps) {
  const api = useServicePickerContext();
  const group = useServicePickerGroup();
  const state = api.getOptionState(service);
  // The press responder only tracks the press: the option's own click and Space handlers choose
  // it, so its click is not handed over (it would run again on Space's key up, and on Enter's).
  // Disabled as the option's bag says (`data-disabled`): disabled, or at the maximum.
  const interaction = useInteractionAttrs({ isDisabled: state.isDisabled || state.isAtMax });
  const resolvedClassName = typeof className === 'function' ? className(state) : className;
  const merged = {
    ...mergeProps(
      mergePartProps(api.getOptionProps(service, group), { ...props, className: resolvedClassName }),
      interaction.props,
    ),
    ...interaction.attrs,
  };
  const content = children ?? (
    <>
      <ServicePickerIndicator />
      <ServicePickerOptionName />
      <ServicePickerOptionDescription />
      <ServicePickerOptionDetails />
    </>
  );
  return (
    <ServicePickerOptionProvider value={{ service, group }}>
      {asChild ? <AsChildSlot {...merged}>{children}</AsChildSlot> : <div {...merged}>{content}</div>}
    </ServicePickerOptionProvider>
  );
}
