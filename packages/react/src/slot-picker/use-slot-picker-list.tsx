import type { Slot } from '@booking-kit/core';
import { type KeyboardEvent, useMemo, useRef } from 'react';
import { type AriaListBoxOptions, ListKeyboardDelegate, useCollator, useListBox, useLocale } from 'react-aria';
import { Item } from 'react-stately/Item';
import { useListState } from 'react-stately/useListState';
import { slotPickerAnatomy, slotPickerPartAttrs } from './slot-picker.anatomy';
import type { SlotPickerFormatters } from './slot-picker-format';
import type { SlotPickerState } from './use-slot-picker-state';

interface ListOptions {
  state: SlotPickerState;
  format: SlotPickerFormatters;
  t: (key: string, values?: Record<string, string | number>) => string;
}

/**
 * The chosen day's times on react-aria's `useListBox` (not `useRadioGroup`): the parts were a
 * listbox of options with a roving tab stop, where arrows only move focus and Enter or Space
 * chooses; react-aria's listbox with toggle selection behaves exactly so, and keeps the roles
 * (`listbox` / `option`) that stories, tests and apps query. A radio group would select on every
 * arrow key and rename the roles.
 */
export function useSlotPickerList({ state, format, t }: ListOptions) {
  const listRef = useRef<HTMLDivElement>(null);
  const slots = state.selectedDate ? state.slotsOf(state.selectedDate) : [];
  const listState = useListState<Slot>({
    items: slots,
    children: (slot: Slot) => (
      <Item key={slot.start} textValue={format.slotTime(slot)}>
        {format.slotTime(slot)}
      </Item>
    ),
    selectionMode: 'single',
    // Choosing the chosen time again keeps it; a full time stays focusable but cannot be chosen.
    disallowEmptySelection: true,
    disabledBehavior: 'selection',
    disabledKeys: slots.filter((slot) => slot.seatsLeft === 0).map((slot) => slot.start),
    selectedKeys: state.value ? [state.value.start] : [],
    onSelectionChange: (keys) => {
      const slot = keys === 'all' ? undefined : slots.find((candidate) => keys.has(candidate.start));
      if (slot && slot.seatsLeft > 0) state.setValue(slot);
    },
  });

  const { direction } = useLocale();
  const collator = useCollator({ usage: 'search', sensitivity: 'base' });
  // Times wrap into rows in the styled picker: Left/Right step through them like Up/Down (as before).
  const keyboardDelegate = useMemo(() => {
    const delegate = new ListKeyboardDelegate<Slot>({
      collection: listState.collection,
      disabledKeys: listState.disabledKeys,
      disabledBehavior: 'selection',
      ref: listRef,
      collator,
    });
    const previous = (key: Parameters<typeof delegate.getKeyAbove>[0]) => delegate.getKeyAbove(key);
    const next = (key: Parameters<typeof delegate.getKeyBelow>[0]) => delegate.getKeyBelow(key);
    return Object.assign(delegate, {
      getKeyLeftOf: direction === 'rtl' ? next : previous,
      getKeyRightOf: direction === 'rtl' ? previous : next,
    });
  }, [listState.collection, listState.disabledKeys, collator, direction]);

  const label = state.selectedDate
    ? t('slotPicker.slotsFor', { date: format.longDate(state.selectedDate) })
    : t('slotPicker.label');
  const listBoxOptions: AriaListBoxOptions<Slot> = { 'aria-label': label, keyboardDelegate };
  const { listBoxProps } = useListBox(listBoxOptions, listState, listRef);

  const dayListProps = {
    ...listBoxProps,
    ...slotPickerPartAttrs(slotPickerAnatomy.dayList),
    ref: listRef,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      // A consumer's handler on a slot (or on the list) that called preventDefault opts out.
      if (!event.defaultPrevented) listBoxProps.onKeyDown?.(event);
    },
  };

  const seatsLeftLabel = (slot: Slot) => (slot.seatsLeft > 1 ? t('slotPicker.seatsLeft', { count: slot.seatsLeft }) : null);

  return { slots, listState, dayListProps, seatsLeftLabel, formatSlotTime: format.slotTime };
}
