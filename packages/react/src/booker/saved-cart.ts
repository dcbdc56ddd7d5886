import type { CartFlowState, ServiceDetail } from '@booking-kit/core';
import type { CartEntry } from '../cart/cart.types';
import type { GuestDraft } from '../guest-list';

/** Whether a value read back is a list of strings. */
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * A cart read back from the tab, keeping only what still stands: services the provider still
 * offers (each item takes the service as the page now describes it), well-formed items and
 * guests. Saved text is the visitor's, but it may come from another version of the page.
 */
export function savedCart(
  saved: { state?: Partial<CartFlowState<CartEntry>> | undefined; extra?: { guests?: unknown } | undefined } | null,
  services: ReadonlyMap<string, ServiceDetail>,
): { state: CartFlowState<CartEntry>; guests: GuestDraft[] } | null {
  const state = saved?.state;
  if (typeof state !== 'object' || state === null) return null;
  const offered = (slug: unknown): slug is string => typeof slug === 'string' && services.has(slug);
  const items = (Array.isArray(state.items) ? state.items : []).flatMap((item: Partial<CartEntry> | null): CartEntry[] => {
    const service = item && services.get(String(item.service?.slug));
    if (
      !item ||
      !service ||
      typeof item.id !== 'string' ||
      typeof item.start !== 'string' ||
      Number.isNaN(Date.parse(item.start))
    ) {
      return [];
    }
    const staff =
      item.staff && typeof item.staff.slug === 'string' ? { slug: item.staff.slug, name: String(item.staff.name) } : null;
    return [{ id: item.id, service, staff, start: item.start, attendees: isStrings(item.attendees) ? item.attendees : ['me'] }];
  });
  const guests = (Array.isArray(saved?.extra?.guests) ? saved.extra.guests : []).filter(
    (guest: Partial<GuestDraft> | null): guest is GuestDraft =>
      !!guest && typeof guest.id === 'string' && typeof guest.name === 'string' && typeof guest.email === 'string',
  );
  const steps = ['services', 'time', 'cart', 'details', 'payment', 'confirmation'];
  return {
    state: {
      step: typeof state.step === 'string' && steps.includes(state.step) ? state.step : 'services',
      chosen: isStrings(state.chosen) ? state.chosen.filter(offered) : [],
      queue: isStrings(state.queue) ? state.queue.filter(offered) : [],
      items,
      single: null,
      details: typeof state.details === 'object' ? (state.details ?? null) : null,
      paymentChoice: state.paymentChoice === 'deposit' || state.paymentChoice === 'full' ? state.paymentChoice : null,
      booking: null,
      pending: null,
      error: null,
      errorItem: null,
    },
    guests,
  };
}
