import {
  ServicePickerEmpty,
  ServicePickerError,
  ServicePickerGroup,
  ServicePickerGroupLabel,
  ServicePickerIndicator,
  ServicePickerLabel,
  ServicePickerMaxHint,
  ServicePickerOption,
  ServicePickerOptionDescription,
  ServicePickerOptionDetails,
  ServicePickerOptionName,
  ServicePickerRoot,
  type ServicePickerRootProps,
  servicePickerAnatomy,
} from '@booking-kit/react';
import { cx } from '../lib/cx';
import { ChoiceListLoading } from '../skeleton/choice-list-loading';

/** Props of the styled {@link ServicePicker}: the headless root's, without custom children. */
export interface ServicePickerProps extends Omit<ServicePickerRootProps, 'children'> {
  /** The choices are still loading: the label and card placeholders show, and 'Loading…' is announced. @default false */
  isLoading?: boolean;
}

/**
 * The styled service picker: one service (radio cards) or several for a cart (checkbox cards),
 * each with its name, description, price or 'Free', lengths and place, optionally under a service
 * menu's category headings. Render inside `<BookingKitRoot>` and a `<LocaleProvider>`.
 * @selector .bk-root .bk-service-picker [data-scope="service-picker"][data-part="option"][data-state="checked|unchecked"][data-disabled][data-at-max]
 * @example <ServicePicker services={services} selectionMode="multiple" value={slugs} onValueChange={setSlugs} />
 */
export function ServicePicker({ className, isLoading = false, ...props }: ServicePickerProps) {
  if (isLoading) {
    return (
      <ChoiceListLoading
        labelKey={props.selectionMode === 'multiple' ? 'servicePicker.labelMultiple' : 'servicePicker.label'}
        className={cx('bk-service-picker', className)}
        anatomy={servicePickerAnatomy}
      />
    );
  }
  return (
    <ServicePickerRoot {...props} className={cx('bk-service-picker', className)}>
      {(api) => (
        <>
          <ServicePickerLabel />
          {api.groups.map((group) => (
            <ServicePickerGroup key={group.index} group={group}>
              {group.name !== null && (
                <ServicePickerGroupLabel asChild>
                  <h3>{group.name}</h3>
                </ServicePickerGroupLabel>
              )}
              {group.services.map((service) => (
                <ServicePickerOption key={service.slug} service={service}>
                  <ServicePickerIndicator />
                  <span {...servicePickerAnatomy.attrs('option-body')}>
                    <ServicePickerOptionName />
                    <ServicePickerOptionDescription />
                    <ServicePickerOptionDetails />
                  </span>
                </ServicePickerOption>
              ))}
            </ServicePickerGroup>
          ))}
          <ServicePickerMaxHint />
          <ServicePickerError />
          <ServicePickerEmpty />
        </>
      )}
    </ServicePickerRoot>
  );
}
