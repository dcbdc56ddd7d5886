import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import type { ServicePickerGroupData } from './service-picker.types';
import { ServicePickerGroupProvider, useServicePickerContext, useServicePickerGroup } from './service-picker-context';

/** Props of {@link ServicePickerGroup}. */
export interface ServicePickerGroupProps extends ComponentPropsWithRef<'div'> {
  /** One of `api.groups`. */
  group: ServicePickerGroupData;
}

/**
 * The options of one category (or of the whole picker without categories): a radio group in
 * `single` mode, a group of checkboxes in `multiple` mode, named by its heading.
 * @selector [data-scope="service-picker"][data-part="group"]
 * @example api.groups.map((group) => <ServicePicker.Group key={group.index} group={group}>…</ServicePicker.Group>)
 */
export function ServicePickerGroup({ group, children, ...props }: ServicePickerGroupProps) {
  const api = useServicePickerContext();
  return (
    <ServicePickerGroupProvider value={group}>
      <div {...mergePartProps(api.getGroupProps(group), props)}>{children}</div>
    </ServicePickerGroupProvider>
  );
}

/** Props of {@link ServicePickerGroupLabel}. */
export interface ServicePickerGroupLabelProps extends AsChildProps, ComponentPropsWithRef<'div'> {}

/**
 * A category's heading, e.g. 'Massage'; it names the category's group.
 * @selector [data-scope="service-picker"][data-part="group-label"]
 * @example <ServicePicker.GroupLabel asChild><h3 /></ServicePicker.GroupLabel>
 */
export function ServicePickerGroupLabel({ asChild, children, ...props }: ServicePickerGroupLabelProps) {
  const api = useServicePickerContext();
  const group = useServicePickerGroup();
  const merged = mergePartProps(api.getGroupLabelProps(group), props);
  if (asChild)
    return (
      <AsChildSlot {...merged} fallbackContent={group.name}>
        {children}
      </AsChildSlot>
    );
  return <div {...merged}>{children ?? group.name}</div>;
}
