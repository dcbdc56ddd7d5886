/**
 * @booking-kit/react — headless, accessible React primitives for booking UIs: state hooks,
 * behaviour hooks and unstyled parts that expose their state as `data-*` attributes.
 *
 * One line per primitive: each folder's `index.ts` is its public surface (its parts, hooks,
 * types and its namespace, e.g. `SlotPicker`), also published on its own as a subpath,
 * `@booking-kit/react/<folder>` (package.json `exports`; one entry per line here).
 * @packageDocumentation
 */

export * from './add-to-calendar';
export * from './attendee-picker';
export * from './booker';
export * from './booking-flow';
export * from './cancel-booking';
export * from './cart';
export * from './confirmation';
export * from './cookie-consent';
export * from './copy-link';
export * from './details-form';
export * from './error-state';
export * from './form-renderer';
export * from './guest-list';
export * from './hold-countdown';
export * from './language-switcher';
export * from './loading-status';
export * from './locale';
export * from './pagination';
export * from './payment-step';
export * from './portal-container';
export * from './recurring-series';
export * from './reschedule-booking';
export * from './service-picker';
export * from './slot-picker';
export * from './staff-picker';
export * from './time-zone-picker';
export * from './utils';
