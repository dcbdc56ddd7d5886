import { type GuestFieldErrors, validateGuests } from '@booking-kit/core';
import { useEffect, useId, useState } from 'react';
import { useLocale } from '../locale/locale-context';
import { elementById, useAnchorRef } from '../utils/element-by-id';
import type { GuestDraft, GuestListState } from './use-guest-list-state';

/** A guest field. */
export type GuestField = 'name' | 'email';

/** Options of {@link useGuestList}. */
export interface GuestListOptions {
  /** Show every error now, e.g. after the visitor tried to book. @default false (each after its field is left) */
  showErrors?: boolean;
}

/** What {@link useGuestList} returns: the state, the validation and a prop bag per part. */
export interface GuestListApi {
  state: GuestListState;
  /** Per guest id, the message keys of its problems (empty when valid). */
  errors: Record<string, GuestFieldErrors>;
  /** Whether the list can be sent: no guests, or every guest valid. */
  isValid: boolean;
  title: string;
  titleProps: { id: string };
  rootProps: { ref: (node: HTMLElement | null) => void; role: 'group'; 'aria-labelledby': string };
  /** The live count, e.g. '2 guests'. */
  countText: string;
  countProps: { role: 'status'; 'aria-live': 'polite' };
  /** 'You can add up to 100 guests.' when the list is full. */
  maxText: string | null;
  maxProps: { id: string };
  addProps: { id: string; type: 'button'; disabled: boolean; onClick: () => void; 'aria-describedby'?: string };
  addLabel: string;
  getItemProps(guest: GuestDraft, index: number): { role: 'group'; 'aria-label': string; 'data-invalid'?: '' };
  getLabelProps(guest: GuestDraft, field: GuestField): { htmlFor: string; children: string };
  getInputProps(
    guest: GuestDraft,
    field: GuestField,
  ): {
    id: string;
    name: string;
    value: string;
    type: 'text' | 'email';
    autoComplete: string;
    required: true;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    onChange: (event: { currentTarget: { value: string } }) => void;
    onBlur: () => void;
  };
  /** The translated error of a field, or null while it is valid or not yet shown. */
  getErrorText(guest: GuestDraft, field: GuestField): string | null;
  getErrorProps(guest: GuestDraft, field: GuestField): { id: string };
  getRemoveProps(guest: GuestDraft, index: number): { type: 'button'; 'aria-label': string; onClick: () => void };
}

/**
 * The behaviour hook of the guest list: labels, ids and ARIA for every row, the spec's messages
 * ('Name is required', 'Email is invalid!', 'Email ID must be unique for guests.') from core's
 * `validateGuests`, and focus that follows the visitor: to the new guest's name after adding, to
 * "Add guest" after removing.
 * @example const api = useGuestList({ showErrors: submitted }, useGuestListState());
 */
export function useGuestList(options: GuestListOptions, state: GuestListState): GuestListApi {
  const { t } = useLocale();
  const baseId = useId();
  // Focus is moved by id within the widget's own document or shadow root, found from its root element.
  const anchor = useAnchorRef();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const { guests } = state;

  // Moving focus needs the new DOM: it runs after the render that added or removed the row.
  useEffect(() => {
    if (focusTarget === null) return;
    elementById(anchor.current(), focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget, anchor.current]);

  const validation = guests.length === 0 ? null : validateGuests(guests.map(({ name, email }) => ({ name, email })));
  const errors: Record<string, GuestFieldErrors> = {};
  guests.forEach((guest, index) => {
    errors[guest.id] = validation && !validation.success ? (validation.guests[index] ?? {}) : {};
  });
  const fieldId = (guest: GuestDraft, field: GuestField) => `${baseId}-${guest.id}-${field}`;
  const shownError = (guest: GuestDraft, field: GuestField) =>
    options.showErrors || touched.has(`${guest.id}:${field}`) ? (errors[guest.id]?.[field] ?? null) : null;
  const addId = `${baseId}-add`;
  const maxId = `${baseId}-max`;
  const number = (index: number) => index + 1;

  return {
    state,
    errors,
    isValid: validation === null || validation.success,
    title: t('guestList.title'),
    titleProps: { id: `${baseId}-title` },
    rootProps: {
      ref: anchor.ref,
      role: 'group',
      'aria-labelledby': `${baseId}-title`,
    },
    countText: t('guestList.count', { count: guests.length }),
    countProps: { role: 'status', 'aria-live': 'polite' },
    maxText: state.canAdd ? null : t('guestList.max', { max: state.max }),
    maxProps: { id: maxId },
    addProps: {
      id: addId,
      type: 'button',
      disabled: !state.canAdd,
      onClick: () => {
        const id = state.add();
        setFocusTarget(`${baseId}-${id}-name`);
      },
      ...(!state.canAdd && { 'aria-describedby': maxId }),
    },
    addLabel: t('guestList.add'),
    getItemProps: (guest, index) => ({
      role: 'group',
      'aria-label': t('guestList.guest', { number: number(index) }),
      ...((shownError(guest, 'name') ?? shownError(guest, 'email')) && { 'data-invalid': '' as const }),
    }),
    getLabelProps: (guest, field) => ({ htmlFor: fieldId(guest, field), children: t(`guestList.${field}`) }),
    getInputProps: (guest, field) => {
      const error = shownError(guest, field);
      return {
        id: fieldId(guest, field),
        name: `guests.${guest.id}.${field}`,
        value: guest[field],
        type: field === 'email' ? 'email' : 'text',
        // A guest's details are not the visitor's own: the browser must not fill in the visitor's.
        autoComplete: 'off',
        required: true,
        'aria-invalid': error !== null,
        ...(error !== null && { 'aria-describedby': `${fieldId(guest, field)}-error` }),
        onChange: (event) => state.update(guest.id, field, event.currentTarget.value),
        onBlur: () => setTouched((previous) => new Set(previous).add(`${guest.id}:${field}`)),
      };
    },
    getErrorText: (guest, field) => {
      const key = shownError(guest, field);
      return key === null ? null : t(key);
    },
    getErrorProps: (guest, field) => ({ id: `${fieldId(guest, field)}-error` }),
    getRemoveProps: (guest, index) => ({
      type: 'button',
      'aria-label': t('guestList.remove', { number: number(index) }),
      onClick: () => {
        state.remove(guest.id);
        setFocusTarget(addId);
      },
    }),
  };
}
