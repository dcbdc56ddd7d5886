import type { Slot } from '@booking-kit/core';
import type { ComponentPropsWithRef } from 'react';
import { mergeProps } from 'react-aria';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
import { slotPickerAnatomy } from './slot-picker.anatomy';
import type { SlotPickerSlotState } from './slot-picker.types';
import { useSlotPickerContext } from './slot-picker-context';
import { useSlotPickerSlot } from './use-slot-picker-slot';

/** Props of {@link SlotPickerSlot}. */
export interface SlotPickerSlotProps extends AsChildProps, Omit<ComponentPropsWithRef<'div'>, 'className' | 'slot'> {
  /** The slot this option stands for; one of the chosen day's slots. */
  slot: Slot;
  /** A class name, or a function of the slot's state (e.g. a cva variant). */
  className?: string | ((state: SlotPickerSlotState) => string);
}

/**
 * One time of the chosen day, a radio of the day list's radio group. By default it shows the start
 * time in the visitor's zone and, when more than one seat is left, `slotPicker.seatsLeft`. A `ref`
 * passed here gets the element; arrows find the next time in the day list, so it is never replaced.
 * It shows its interaction state (`data-hovered`, `data-pressed`, `data-focus-visible`; a full time is `data-disabled`).
 * @selector [data-scope="slot-picker"][data-part="slot"][data-availability="available|full"][data-selected][data-disabled]
 * @selector [data-part="slot"][data-hovered] [data-pressed] [data-focus-visible]
 * @example <SlotPicker.Slot slot={slot} className={(state) => slotVariants(state)} />
 */
export function SlotPickerSlot({ asChild, slot, className, children, ...props }: SlotPickerSlotProps) {
  const api = useSlotPickerContext();
  const slotProps = useSlotPickerSlot(slot, api.state);
  const state = api.getSlotState(slot);
  // The press responder only tracks the press here: the time's own click and key handlers choose
  // it, so its click is not handed over (Space and Enter, which its key handler takes, would
  // otherwise choose it a second time on key up).
  const { props: handlers, attrs } = useInteractionAttrs({ isDisabled: state.isFull });
  const resolvedClassName = typeof className === 'function' ? className(state) : className;
  const merged = mergeProps(mergePartProps(slotProps, { ...props, className: resolvedClassName }), handlers);
  const seatsLeft = api.seatsLeftLabel(slot);
  const Comp = asChild ? AsChildSlot : 'div';
  return (
    <Comp {...merged} {...attrs}>
      {children ?? (
        <>
          <span {...slotPickerAnatomy.attrs('slot-time')}>{api.formatSlotTime(slot)}</span>
          {seatsLeft && <span {...slotPickerAnatomy.attrs('slot-seats')}>{seatsLeft}</span>}
        </>
      )}
    </Comp>
  );
}
