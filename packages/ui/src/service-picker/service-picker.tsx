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
} from '@booking-kit/react';
import { cx } from '../lib/cx';
import { ChoiceListLoading } from '../skeleton/choice-list-loading';
import { servicePickerOptionVariants } from './service-picker.variants';

/** Props of the styled {@link ServicePicker}: the headless root's, without custom children. */
export interface ServicePickerProps extends Omit<ServicePickerRootProps, 'children'> {
  /** The choices are still loading: the label and card placeholders show, and 'Loading…' is announced. @default false */
  isLoading?: boolean;
}

/**
 * The styled service picker: one service (radio cards) or several for a cart (checkbox cards),
 * each with its name, description, price or 'Free', lengths and place, optionally under a service
 * menu's category headings. Render inside `<BookingKitRoot>` and a `<LocaleProvider>`.
 * @selector .bk-root [data-slot="service-picker"] [data-slot="service-picker-option"]
 * @example <ServicePicker services={services} selectionMode="multiple" value={slugs} onValueChange={setSlugs} />
 */
export function ServicePicker({ className, isLoading = false, ...props }: ServicePickerProps) {
  if (isLoading) {
    return (
      <ChoiceListLoading
        labelKey={props.selectionMode === 'multiple' ? 'servicePicker.labelMultiple' : 'servicePicker.label'}
        className={cx('bk-service-picker', className)}
        slot="service-picker"
        labelClassName="bk-service-picker__label"
      />
    );
  }
  return (
    <ServicePickerRoot {...props} className={cx('bk-service-picker', className)} data-slot="service-picker">
      {(api) => (
        <>
          <ServicePickerLabel className="bk-service-picker__label" data-slot="service-picker-label" />
          {api.groups.map((group) => (
            <ServicePickerGroup
              key={group.index}
              group={group}
              className="bk-service-picker__group"
              data-slot="service-picker-group"
            >
              {group.name !== null && (
                <ServicePickerGroupLabel asChild>
                  <h3 className="bk-service-picker__group-label" data-slot="service-picker-group-label">
                    {group.name}
                  </h3>
                </ServicePickerGroupLabel>
              )}
              {group.services.map((service) => (
                <ServicePickerOption
                  key={service.slug}
                  service={service}
                  className={(state) => servicePickerOptionVariants(state)}
                  data-slot="service-picker-option"
                >
                  <ServicePickerIndicator className="bk-service-picker-option__indicator" />
                  <span className="bk-service-picker-option__body">
                    <ServicePickerOptionName className="bk-service-picker-option__name" />
                    <ServicePickerOptionDescription className="bk-service-picker-option__description" />
                    <ServicePickerOptionDetails className="bk-service-picker-option__details" />
                  </span>
                </ServicePickerOption>
              ))}
            </ServicePickerGroup>
          ))}
          <ServicePickerMaxHint className="bk-service-picker__hint" data-slot="service-picker-max-hint" />
          <ServicePickerError className="bk-service-picker__error" data-slot="service-picker-error" />
          <ServicePickerEmpty className="bk-service-picker__empty" data-slot="service-picker-empty" />
        </>
      )}
    </ServicePickerRoot>
  );
}
