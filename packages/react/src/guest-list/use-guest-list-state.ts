import { GUEST_COUNT } from '@booking-kit/core';
import { useRef } from 'react';
import { useControlledState } from 'react-stately/useControlledState';

/** A guest being entered: `id` keeps the row's identity while its name and email change. */
export interface GuestDraft {
  id: string;
  name: string;
  email: string;
}

/** Options of {@link useGuestListState}: the `value` / `defaultValue` / `onValueChange` convention. */
export interface GuestListStateOptions {
  value?: GuestDraft[];
  /** @default [] */
  defaultValue?: GuestDraft[];
  onValueChange?: (guests: GuestDraft[]) => void;
  /** The most guests. @default 100 (the spec's guest count range) */
  max?: number;
}

/** The state of a guest list. */
export interface GuestListState {
  guests: GuestDraft[];
  max: number;
  canAdd: boolean;
  /** Appends an empty guest and returns its id. */
  add(): string;
  remove(id: string): void;
  update(id: string, field: 'name' | 'email', value: string): void;
}

/**
 * The state hook of the guest list: the guests, controlled or uncontrolled, with add, remove
 * and update; no effects, no validation (the behaviour hook derives that).
 * @example const state = useGuestListState({ defaultValue: [] });
 */
export function useGuestListState(options: GuestListStateOptions = {}): GuestListState {
  const max = Math.min(options.max ?? GUEST_COUNT.max, GUEST_COUNT.max);
  const [guests, setGuests] = useControlledState<GuestDraft[]>(options.value, options.defaultValue ?? [], options.onValueChange);
  // New rows need ids unique within this list; a counter per instance is enough and SSR-stable.
  const nextId = useRef(0);
  return {
    guests,
    max,
    canAdd: guests.length < max,
    // Each change builds on the latest list (react-stately's function form), so several changes
    // in one handler (a name and an email, two rows) all land.
    add: () => {
      let id = `guest-${nextId.current++}`;
      while (guests.some((guest) => guest.id === id)) id = `guest-${nextId.current++}`;
      setGuests((current) => (current.length < max ? [...current, { id, name: '', email: '' }] : current));
      return id;
    },
    remove: (id) => setGuests((current) => current.filter((guest) => guest.id !== id)),
    update: (id, field, value) =>
      setGuests((current) => current.map((guest) => (guest.id === id ? { ...guest, [field]: value } : guest))),
  };
}
