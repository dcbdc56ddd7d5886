import type { ComponentPropsWithRef, ReactNode } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { optionKeys, splitProps } from '../utils/split-props';
import { ServicePickerProvider } from './service-picker-context';
import { ServicePickerGroup, ServicePickerGroupLabel } from './service-picker-group';
import { ServicePickerLabel } from './service-picker-label';
import { ServicePickerOption } from './service-picker-option';
import { ServicePickerEmpty, ServicePickerError, ServicePickerMaxHint } from './service-picker-status';
import { type ServicePickerApi, type ServicePickerOptions, useServicePicker } from './use-service-picker';
import { type ServicePickerStateOptions, useServicePickerState } from './use-service-picker-state';

/** Props of {@link ServicePickerRoot}. */
export interface ServicePickerRootProps
  extends ServicePickerStateOptions,
    ServicePickerOptions,
    Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'children'> {
  /** The parts, or a function of the picker's API (to map over `api.groups`). @default every part */
  children?: ReactNode | ((api: ServicePickerApi) => ReactNode);
}

/** The root's props that are the state hook's options. */
const STATE_OPTIONS = optionKeys<ServicePickerStateOptions>()({
  selectionMode: true,
  value: true,
  defaultValue: true,
  onValueChange: true,
  max: true,
  disabledValues: true,
  disabled: true,
});

/** The root's props that are the behaviour hook's options. */
const OPTIONS = optionKeys<ServicePickerOptions>()({
  services: true,
  categories: true,
  required: true,
  showErrors: true,
});

/**
 * The service picker's root: owns the choice and provides it to its parts. Without children it
 * renders the label, the groups and their options, the limit, the error and the empty text.
 * @selector [data-scope="service-picker"][data-part="root"][data-selection-mode="single|multiple"][data-disabled]
 * @example
 * <ServicePicker.Root services={services} selectionMode="multiple" onValueChange={setSlugs} />
 */
export function ServicePickerRoot({ children, ...props }: ServicePickerRootProps) {
  const [stateOptions, rest] = splitProps(props, STATE_OPTIONS);
  const [options, elementProps] = splitProps(rest, OPTIONS);
  const state = useServicePickerState(stateOptions);
  const api = useServicePicker(options, state);
  return (
    <ServicePickerProvider value={api}>
      <div {...mergePartProps(api.rootProps, elementProps)}>
        {typeof children === 'function' ? children(api) : (children ?? <DefaultParts api={api} />)}
      </div>
    </ServicePickerProvider>
  );
}

/** The parts in their usual order, for a root without children. */
function DefaultParts({ api }: { api: ServicePickerApi }) {
  return (
    <>
      <ServicePickerLabel />
      {api.groups.map((group) => (
        <ServicePickerGroup key={group.index} group={group}>
          {group.name !== null && <ServicePickerGroupLabel />}
          {group.services.map((service) => (
            <ServicePickerOption key={service.slug} service={service} />
          ))}
        </ServicePickerGroup>
      ))}
      <ServicePickerMaxHint />
      <ServicePickerError />
      <ServicePickerEmpty />
    </>
  );
}
