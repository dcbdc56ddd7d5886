/**
 * The cart's words, per locale: a provider's `<Booker>` (several services through the cart) imports
 * this on demand beside a booking's words, so a one-service Booker never carries the table.
 */
export { cartMessageLoaders } from '@booking-kit/core';
