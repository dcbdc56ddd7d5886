import type { ComponentPropsWithRef } from 'react';
import { mergeProps } from 'react-aria';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
import { StaffPickerOptionProvider, useStaffPickerContext } from './staff-picker-context';
import { StaffPickerAvatar, StaffPickerOptionDescription, StaffPickerOptionName } from './staff-picker-option-parts';
import type { StaffPickerOptionState } from './use-staff-picker';

/** Props of {@link StaffPickerOption}. */
export interface StaffPickerOptionProps extends AsChildProps, Omit<ComponentPropsWithRef<'div'>, 'className'> {
  /** A staff slug of the root's `staff`, or `ANY_STAFF`. */
  value: string;
  /** A class name, or a function of the option's state (e.g. a cva variant). */
  className?: string | ((state: StaffPickerOptionState) => string);
}

/**
 * One choice, a radio named by the staff member's name ('Any available staff' for `any`).
 * Without children it shows the avatar, the name and, for "any", what it means. It shows its
 * interaction state (`data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`).
 * @selector [data-scope="staff-picker"][data-part="option"][data-state="checked|unchecked"][data-any][data-disabled]
 * @selector [data-part="option"][data-hovered] [data-pressed] [data-focus-visible]
 * @example <StaffPicker.Option value={ANY_STAFF} className={(state) => staffOptionVariants(state)} />
 */
export function StaffPickerOption({ value, asChild, className, children, ...props }: StaffPickerOptionProps) {
  const api = useStaffPickerContext();
  const state = api.getOptionState(value);
  // The press responder only tracks the press: the option's own click and Space handlers choose
  // it, so its click is not handed over (it would run again on Space's key up, and on Enter's).
  const interaction = useInteractionAttrs({ isDisabled: state.isDisabled });
  if (api.getOption(value) === undefined) {
    throw new Error(`StaffPicker.Option: "${value}" is neither "any" nor the slug of one of the root's staff`);
  }
  const resolvedClassName = typeof className === 'function' ? className(state) : className;
  const merged = {
    ...mergeProps(mergePartProps(api.getOptionProps(value), { ...props, className: resolvedClassName }), interaction.props),
    ...interaction.attrs,
  };
  const content = children ?? (
    <>
      <StaffPickerAvatar />
      <StaffPickerOptionName />
      <StaffPickerOptionDescription />
    </>
  );
  return (
    <StaffPickerOptionProvider value={value}>
      {asChild ? <AsChildSlot {...merged}>{children}</AsChildSlot> : <div {...merged}>{content}</div>}
    </StaffPickerOptionProvider>
  );
}
