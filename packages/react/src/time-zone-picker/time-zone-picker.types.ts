import type { TimeZoneDescription } from '@booking-kit/core';
import type {
  ButtonHTMLAttributes,
  HTMLAttributes,
  InputHTMLAttributes,
  LabelHTMLAttributes,
  MouseEvent,
  RefObject,
} from 'react';
import type { AriaListBoxOptions } from 'react-aria';
import type { InteractionAttrs } from '../utils/use-interaction-attrs';

/** The state of one option, for class names (e.g. cva variants keyed on the same words). */
export interface TimeZoneOptionState {
  /** The keyboard (or pointer) is on it: `aria-activedescendant` points to it. */
  isActive: boolean;
  /** It is the chosen zone. */
  isSelected: boolean;
}

/** The prop bag of one option ({@link useTimeZonePickerOption}): react-aria's `useOption` props and the part's data attributes. */
export type TimeZoneOptionProps = HTMLAttributes<HTMLDivElement> &
  InteractionAttrs & {
    ref: RefObject<HTMLDivElement | null>;
    'data-active'?: '';
    'data-selected'?: '';
    'data-offset': string;
  };

type DataState = 'open' | 'closed';

/**
 * The prop bags of {@link useTimeZonePicker}'s parts, built on react-aria's `useComboBox` and
 * `useButton`. Each element's ref is in its bag: a part merges a consumer's ref with it.
 */
export interface TimeZonePickerPropBags {
  /** The root is the combobox's "popover" for react-aria: focus moving within it does not close the list. */
  rootProps: HTMLAttributes<HTMLDivElement> & {
    ref: RefObject<HTMLDivElement | null>;
    'data-state': DataState;
    'data-disabled'?: '';
  };
  labelProps: LabelHTMLAttributes<HTMLLabelElement>;
  inputProps: InputHTMLAttributes<HTMLInputElement> & {
    ref: RefObject<HTMLInputElement | null>;
    'data-state': DataState;
    'data-disabled'?: '';
  };
  triggerProps: ButtonHTMLAttributes<HTMLButtonElement> & {
    ref: RefObject<HTMLButtonElement | null>;
    'data-state': DataState;
    'data-disabled'?: '';
  };
  contentProps: { 'data-state': DataState; onMouseDown: (event: MouseEvent) => void };
  /** What `useListBox` takes for the listbox (react-aria's `listBoxProps` of `useComboBox`, named by the label). */
  listBoxOptions: AriaListBoxOptions<TimeZoneDescription>;
  /** The listbox's own additions: its ref (react-aria pages and scrolls through it) and `aria-busy` while loading. */
  listboxProps: { ref: RefObject<HTMLDivElement | null>; 'aria-busy'?: true };
  /** The listbox's 'Loading…' row while the zone table loads. */
  loadingProps: { id: string; role: 'option'; 'aria-disabled': true };
  emptyProps: { id: string };
  statusProps: { role: 'status'; 'aria-live': 'polite'; 'aria-atomic': true };
  detectedProps: { type: 'button'; disabled: boolean; onClick: () => void };
  /** A hidden input for forms, when `name` is given. */
  hiddenInputProps: { type: 'hidden'; name: string; value: string } | null;
}
