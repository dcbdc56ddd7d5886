import type { ComponentPropsWithRef } from 'react';
import { mergeProps, useHover } from 'react-aria';
import { isDisabledPart } from '../utils/interactive-part';
import { mergePartProps } from '../utils/merge-part-props';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
import { cancelBookingPartAttrs } from './cancel-booking.anatomy';
import { useCancelBookingContext } from './cancel-booking-context';
import type { CancelReasonChoice } from './use-cancel-booking-state';

/** Props of {@link CancelBookingReasons}. */
export interface CancelBookingReasonsProps extends ComponentPropsWithRef<'fieldset'> {
  /** Props of the `<legend>`, 'Why are you cancelling?'. */
  legendProps?: ComponentPropsWithRef<'legend'>;
}

/**
 * The preset reasons and 'Other' as a required radio group; rendered only with presets. Without
 * children it shows every preset, then 'Other'.
 * @selector [data-scope="cancel-booking"][data-part="reasons"][aria-invalid="true"] > [data-part="reasons-legend"]
 */
export function CancelBookingReasons({ legendProps, children, ...props }: CancelBookingReasonsProps) {
  const api = useCancelBookingContext();
  if (api.state.reasons.length === 0) return null;
  const choices: CancelReasonChoice[] = [...api.state.reasons.map((_, index) => index), 'other'];
  return (
    <fieldset {...mergePartProps({ ...api.reasonsProps, ...cancelBookingPartAttrs('reasons') }, props)}>
      <legend {...mergePartProps({ ...api.reasonsLegendProps, ...cancelBookingPartAttrs('reasons-legend') }, legendProps ?? {})}>
        {api.reasonsLegend}
      </legend>
      {children ?? choices.map((choice) => <CancelBookingReasonItem key={choice} value={choice} />)}
    </fieldset>
  );
}

/** Props of {@link CancelBookingReasonItem}. */
export interface CancelBookingReasonItemProps extends Omit<ComponentPropsWithRef<'label'>, 'children'> {
  /** A preset's index in `reasons`, or 'other'. */
  value: CancelReasonChoice;
}

/**
 * One reason, a labelled radio; choosing 'Other' shows the text box and moves focus into it. The
 * card says the pointer rests on it (`data-hovered`); the radio carries its interaction state.
 * @selector [data-scope="cancel-booking"][data-part="reason-item"][data-checked][data-hovered]
 */
export function CancelBookingReasonItem({ value, ...props }: CancelBookingReasonItemProps) {
  const api = useCancelBookingContext();
  const input = api.getReasonItemInputProps(value);
  // The browser checks a radio itself (Space, arrows), so the hook owns only its press state.
  const interaction = useInteractionAttrs();
  // The whole card is the click target (its label), so the card shows the pointer resting on it.
  const { hoverProps, isHovered } = useHover({});
  const merged = mergePartProps(
    {
      ...hoverProps,
      ...cancelBookingPartAttrs('reason-item'),
      ...(input.checked && { 'data-checked': '' }),
      ...(isHovered && { 'data-hovered': '' }),
    },
    props,
  );
  return (
    <label {...merged}>
      <input {...mergeProps(input, interaction.props)} {...interaction.attrs} />
      <span>{api.getReasonItemLabel(value)}</span>
    </label>
  );
}

/** Props of {@link CancelBookingReasonLabel}. */
export type CancelBookingReasonLabelProps = ComponentPropsWithRef<'label'>;

/**
 * The text box's label, 'Cancellation reason'; rendered with the text box.
 * @selector [data-scope="cancel-booking"][data-part="reason-label"]
 */
export function CancelBookingReasonLabel({ children, ...props }: CancelBookingReasonLabelProps) {
  const api = useCancelBookingContext();
  if (!api.showReasonInput) return null;
  const merged = mergePartProps(cancelBookingPartAttrs('reason-label'), props);
  return (
    <label {...merged} htmlFor={api.reasonLabelProps.htmlFor}>
      {children ?? api.reasonLabel}
    </label>
  );
}

/** Props of {@link CancelBookingReasonInput}. */
export type CancelBookingReasonInputProps = Omit<ComponentPropsWithRef<'textarea'>, 'value'>;

/**
 * The reason in the visitor's words (required, up to 500 characters); shown without presets, or
 * once 'Other' is chosen. It carries `data-hovered` and `data-focus-visible` (whenever focused).
 * @selector [data-scope="cancel-booking"][data-part="reason-input"][aria-invalid="true"][data-focus-visible]
 */
export function CancelBookingReasonInput(props: CancelBookingReasonInputProps) {
  const api = useCancelBookingContext();
  const merged = mergePartProps({ ...api.reasonInputProps, ...cancelBookingPartAttrs('reason-input') }, props);
  // Before the early return: hooks run on every render. A text field shows its focus however it
  // was reached and takes no press (react-aria's press responder would stop the mouse selecting text).
  const interaction = useInteractionAttrs({ isDisabled: isDisabledPart(merged), isTextInput: true, isPressed: false });
  if (!api.showReasonInput) return null;
  return <textarea {...mergeProps(merged, interaction.props)} {...interaction.attrs} />;
}

/** Props of {@link CancelBookingReasonError}. */
export type CancelBookingReasonErrorProps = ComponentPropsWithRef<'p'>;

/**
 * The reason's error ('This field is required'), linked to the radio group or the text box it
 * concerns; rendered only while shown.
 * @selector [data-scope="cancel-booking"][data-part="reason-error"]
 */
export function CancelBookingReasonError(props: CancelBookingReasonErrorProps) {
  const api = useCancelBookingContext();
  if (api.reasonErrorText === null) return null;
  return (
    <p {...mergePartProps({ ...api.reasonErrorProps, ...cancelBookingPartAttrs('reason-error') }, props)}>
      {api.reasonErrorText}
    </p>
  );
}
