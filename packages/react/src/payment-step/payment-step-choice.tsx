import type { PaymentChoice } from '@booking-kit/core';
import { type ComponentPropsWithRef, useRef } from 'react';
import { mergeProps, useHover, useRadio } from 'react-aria';
import { mergePartProps } from '../utils/merge-part-props';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
import { paymentStepPartAttrs } from './payment-step.anatomy';
import { usePaymentStepContext } from './payment-step-context';

/** Props of {@link PaymentStepChoice}. */
export interface PaymentStepChoiceProps extends ComponentPropsWithRef<'fieldset'> {
  /** Props of the `<legend>`, 'How much do you want to pay now?'. */
  legendProps?: ComponentPropsWithRef<'legend'>;
}

/**
 * The choice between a deposit and the full amount, as a radio group; rendered only when the
 * service offers both and nothing is paid yet. Without children it shows both choices.
 * @selector [data-scope="payment-step"][data-part="choice"]
 */
export function PaymentStepChoice({ legendProps, children, ...props }: PaymentStepChoiceProps) {
  const api = usePaymentStepContext();
  if (!api.showChoice) return null;
  return (
    <fieldset {...mergePartProps({ ...api.choiceProps, ...paymentStepPartAttrs('choice') }, props)}>
      <legend {...mergePartProps(api.choiceLegendProps, legendProps ?? {})}>{api.choiceLegend}</legend>
      {children ?? api.amounts.choices.map((choice) => <PaymentStepChoiceItem key={choice} value={choice} />)}
    </fieldset>
  );
}

/** Props of {@link PaymentStepChoiceItem}. */
export interface PaymentStepChoiceItemProps extends Omit<ComponentPropsWithRef<'label'>, 'children'> {
  value: PaymentChoice;
  /** Props of the radio `<input>`. */
  inputProps?: ComponentPropsWithRef<'input'>;
}

/**
 * One choice, a labelled radio: 'A deposit of 27,00 € (30 %)' or 'The full amount of 90,00 €'.
 * The card says the pointer rests on it (`data-hovered`); the radio carries its interaction state.
 * @selector [data-scope="payment-step"][data-part="choice-item"][data-value="deposit|full"][data-checked][data-hovered]
 */
export function PaymentStepChoiceItem({ value, inputProps, ...props }: PaymentStepChoiceItemProps) {
  const api = usePaymentStepContext();
  const ref = useRef<HTMLInputElement>(null);
  const input = api.getChoiceInputProps(value);
  const label = api.getChoiceLabel(value);
  // react-aria's radio on the native input: checked, tab stop, name and change from the group's state.
  const radio = useRadio({ value, id: input.id, children: label }, api.choiceState, ref);
  const isDisabled = radio.isDisabled || input['aria-disabled'] === true;
  // The radio's state as data attributes; useRadio tracks its press, so that is passed on.
  const interaction = useInteractionAttrs({ isPressed: radio.isPressed, isDisabled });
  // The whole card is the click target (its label), so the card shows the pointer resting on it.
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const merged = mergePartProps(
    {
      ...hoverProps,
      ...paymentStepPartAttrs('choice-item'),
      'data-value': value,
      ...(radio.isSelected && { 'data-checked': '' }),
      ...(isHovered && { 'data-hovered': '' }),
    },
    props,
  );
  const own = {
    ...mergeProps(radio.inputProps, interaction.props),
    ref,
    ...(input['aria-disabled'] && { 'aria-disabled': true as const }),
    ...interaction.attrs,
  };
  return (
    <label {...merged}>
      <input {...mergePartProps(own, inputProps ?? {})} />
      <span>{label}</span>
    </label>
  );
}
