import type { ServiceDetail } from '@booking-kit/core';
import type { CartEntry, GuestDraft } from '@booking-kit/react';
import { useEffect, useRef } from 'react';

/** What a reload must not lose: the services chosen, those waiting for a time, the cart and the guests. */
export interface SavedCart {
  phase: 'services' | 'time' | 'cart';
  chosen: string[];
  queue: string[];
  items: CartEntry[];
  guests: GuestDraft[];
}

/** Whether a value read back is a list of strings. */
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Reads a saved cart back, keeping only what still stands: services this provider still offers
 * (each item takes the service as the page now describes it), well-formed guests and items.
 */
export function readSavedCart(text: string | null, services: ReadonlyMap<string, ServiceDetail>): SavedCart | null {
  if (text === null) return null;
  let saved: Partial<Record<keyof SavedCart, unknown>>;
  try {
    saved = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof saved !== 'object' || saved === null) return null;
  const offered = (slug: unknown): slug is string => typeof slug === 'string' && services.has(slug);
  const items = (Array.isArray(saved.items) ? saved.items : []).flatMap((item: Partial<CartEntry> | null) => {
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
  const guests = (Array.isArray(saved.guests) ? saved.guests : []).filter(
    (guest: Partial<GuestDraft> | null): guest is GuestDraft =>
      !!guest && typeof guest.id === 'string' && typeof guest.name === 'string' && typeof guest.email === 'string',
  );
  const queue = isStrings(saved.queue) ? saved.queue.filter(offered) : [];
  const phase = saved.phase === 'time' && queue.length > 0 ? 'time' : items.length > 0 ? 'cart' : 'services';
  return { phase, chosen: isStrings(saved.chosen) ? saved.chosen.filter(offered) : [], queue, items, guests };
}

/**
 * Keeps the cart in the tab's session storage, so that a reload (or going to another page and
 * back) loses nothing: it is restored once the page runs, and saved on every change. Nothing is
 * kept past the tab, and nothing goes to the server: it is the visitor's own unfinished booking.
 */
export function useSavedCart(
  key: string,
  cart: SavedCart,
  restore: (saved: SavedCart) => void,
  services: ReadonlyMap<string, ServiceDetail>,
) {
  const restored = useRef(false);
  // Restored once per cart (its key), when the page first runs: with the latest callback and
  // services, which change every render, read from a ref rather than re-running the restore.
  const latest = useRef({ restore, services });
  latest.current = { restore, services };
  useEffect(() => {
    restored.current = true;
    const saved = readSavedCart(safeStorage()?.getItem(key) ?? null, latest.current.services);
    if (saved) latest.current.restore(saved);
  }, [key]);
  const text = JSON.stringify(cart);
  useEffect(() => {
    if (restored.current) safeStorage()?.setItem(key, text);
  }, [key, text]);
}

/** The tab's session storage, or nothing where the browser refuses it (private modes, sandboxed frames). */
function safeStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Forgets the saved cart, once it is booked. */
export function forgetSavedCart(key: string): void {
  safeStorage()?.removeItem(key);
}
