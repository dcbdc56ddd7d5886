import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
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
 * @selector [data-scope="service-picker"][data-part="option"][data-state="checked|unchecked"][data-value][data-disabled][data-at-max]
 * @example <ServicePicker.Option service={service} className={(state) => optionVariants(state)} />
 */
export function ServicePickerOption({ service, asChild, className, children, ...props }: ServicePickerOptionProps) {
  const api = useServicePickerContext();
  const group = useServicePickerGroup();
  const resolvedClassName = typeof className === 'function' ? className(api.getOptionState(service)) : className;
  const merged = mergePartProps(api.getOptionProps(service, group), { ...props, className: resolvedClassName });
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
