import type { Service } from '@booking-kit/core';

/** What the picker shows of a service; a `Service` or `ServiceDetail` from the API fits. */
export type ServicePickerService = Pick<
  Service,
  'slug' | 'name' | 'description' | 'durationMinutes' | 'priceMinor' | 'currency' | 'location'
> &
  Partial<Pick<Service, 'durations'>>;

/** One service chooses (`single`, a radio group) or several fill a cart (`multiple`, checkboxes). */
export type ServicePickerSelectionMode = 'single' | 'multiple';

/** The state of one option, for class names and custom parts. */
export interface ServicePickerOptionState {
  /** The service is chosen. */
  isSelected: boolean;
  /** The option cannot be chosen: disabled by the app, or the picker is disabled. */
  isDisabled: boolean;
  /** Unchosen while the most services are chosen: disabled until one is removed. */
  isAtMax: boolean;
}

/** A heading of a service menu and its services, as the picker renders it. */
export interface ServicePickerGroupData {
  /** The category's name, or `null` for the list of a picker without categories. */
  name: string | null;
  services: ServicePickerService[];
  /** The group's position, part of its ids. */
  index: number;
}
