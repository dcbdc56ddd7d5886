import type { ComponentPropsWithRef } from 'react';
import type { AsChildProps } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { PartElement } from '../utils/part-element';
import { useServicePickerContext } from './service-picker-context';

/** Props of {@link ServicePickerLabel}. */
export interface ServicePickerLabelProps extends AsChildProps, ComponentPropsWithRef<'div'> {}

/**
 * The picker's name, 'Choose a service' ('Choose services' in `multiple` mode), which labels its
 * group; render it as a heading with `asChild`.
 * @selector [data-scope="service-picker"][data-part="label"]
 * @example <ServicePicker.Label asChild><h2 /></ServicePicker.Label>
 */
export function ServicePickerLabel(props: ServicePickerLabelProps) {
  const api = useServicePickerContext();
  return <PartElement as="div" content={api.label} {...mergePartProps(api.labelProps, props)} />;
}
