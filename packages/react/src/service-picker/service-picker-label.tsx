import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, Slottable } from '../utils/as-child';
import { mergeProps } from '../utils/merge-props';
import { useServicePickerContext } from './service-picker-context';

/** Props of {@link ServicePickerLabel}. */
export interface ServicePickerLabelProps extends AsChildProps, ComponentPropsWithRef<'div'> {}

/**
 * The picker's name, 'Choose a service' ('Choose services' in `multiple` mode), which labels its
 * group; render it as a heading with `asChild`.
 * @selector [data-scope="service-picker"][data-part="label"]
 * @example <ServicePicker.Label asChild><h2 /></ServicePicker.Label>
 */
export function ServicePickerLabel({ asChild, children, ...props }: ServicePickerLabelProps) {
  const api = useServicePickerContext();
  const merged = mergeProps(api.labelProps, props);
  if (asChild)
    return (
      <Slottable {...merged} fallbackContent={api.label}>
        {children}
      </Slottable>
    );
  return <div {...merged}>{children ?? api.label}</div>;
}
