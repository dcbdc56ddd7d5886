import type { ChangeEvent, FocusEvent, KeyboardEvent, MouseEvent } from 'react';

/** The state of one option, for class names (e.g. cva variants keyed on the same words). */
export interface TimeZoneOptionState {
  /** The keyboard (or pointer) is on it: `aria-activedescendant` points to it. */
  isActive: boolean;
  /** It is the chosen zone. */
  isSelected: boolean;
}

/** The prop bag of one option. */
export interface TimeZoneOptionProps {
  id: string;
  role: 'option';
  'aria-selected': boolean;
  'data-active'?: '';
  'data-selected'?: '';
  'data-offset': string;
  onMouseDown: (event: MouseEvent) => void;
  onClick: () => void;
  onPointerMove: () => void;
}

type DataState = 'open' | 'closed';

/** The prop bags of {@link useTimeZonePicker}'s parts. */
export interface TimeZonePickerPropBags {
  rootProps: { 'data-state': DataState; 'data-disabled'?: '' };
  labelProps: { id: string; htmlFor: string };
  inputProps: {
    id: string;
    ref: (node: HTMLElement | null) => void;
    type: 'text';
    role: 'combobox';
    value: string;
    placeholder: string;
    disabled: boolean;
    autoComplete: 'off';
    spellCheck: false;
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls'?: string;
    'aria-activedescendant'?: string;
    'data-state': DataState;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
    onClick: () => void;
    onFocus: (event: FocusEvent<HTMLInputElement>) => void;
    onBlur: () => void;
  };
  triggerProps: {
    type: 'button';
    tabIndex: -1;
    disabled: boolean;
    'aria-label': string;
    'aria-expanded': boolean;
    'aria-controls'?: string;
    'data-state': DataState;
    onMouseDown: (event: MouseEvent) => void;
    onClick: () => void;
  };
  contentProps: { 'data-state': DataState; onMouseDown: (event: MouseEvent) => void };
  listboxProps: { id: string; role: 'listbox'; 'aria-labelledby': string; 'aria-busy'?: true };
  /** The listbox's 'Loading…' row while the zone table loads. */
  loadingProps: { id: string; role: 'option'; 'aria-disabled': true };
  emptyProps: { id: string };
  statusProps: { role: 'status'; 'aria-live': 'polite'; 'aria-atomic': true };
  detectedProps: { type: 'button'; disabled: boolean; onClick: () => void };
  /** A hidden input for forms, when `name` is given. */
  hiddenInputProps: { type: 'hidden'; name: string; value: string } | null;
}

/** The id of a zone's option: tzdata names contain `/` and `+`, which ids should not. */
export function timeZoneOptionId(baseId: string, zone: string): string {
  return `${baseId}-option-${zone.replace(/[^A-Za-z0-9_-]/g, (char) => `-${char.charCodeAt(0)}-`)}`;
}
