import type { CardField } from '@booking-kit/core';
import type { ComponentPropsWithRef } from 'react';
import { mergeProps } from 'react-aria';
import { isDisabledPart } from '../utils/interactive-part';
import { mergePartProps } from '../utils/merge-part-props';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
import { paymentStepPartAttrs } from './payment-step.anatomy';
import { usePaymentStepContext } from './payment-step-context';

/** Props of {@link PaymentStepCard}. */
export interface PaymentStepCardProps extends ComponentPropsWithRef<'fieldset'> {
  /** Props of the `<legend>`, 'Card details'. */
  legendProps?: ComponentPropsWithRef<'legend'>;
}

/**
 * The card fields' group, named 'Card details'; rendered only while a card is needed (something
 * is due now and not yet paid).
 * @selector [data-scope="payment-step"][data-part="card"]
 */
export function PaymentStepCard({ legendProps, children, ...props }: PaymentStepCardProps) {
  const api = usePaymentStepContext();
  if (!api.requiresCard) return null;
  return (
    <fieldset {...mergePartProps(paymentStepPartAttrs('card'), props)}>
      <legend {...legendProps}>{api.cardLegend}</legend>
      {children}
    </fieldset>
  );
}

/** Props of {@link PaymentStepLabel}. */
export interface PaymentStepLabelProps extends ComponentPropsWithRef<'label'> {
  field: CardField;
}

/**
 * A card field's label: 'Card number', 'Expiry date (MM/YY)', 'Security code (CVC)', 'Name on card'.
 * @selector [data-scope="payment-step"][data-part="label"][data-field="number|expiry|cvc|name"]
 */
export function PaymentStepLabel({ field, children, ...props }: PaymentStepLabelProps) {
  const api = usePaymentStepContext();
  const { children: text, htmlFor, ...labelProps } = api.getLabelProps(field);
  const merged = mergePartProps({ ...labelProps, ...paymentStepPartAttrs('label'), 'data-field': field }, props);
  return (
    <label {...merged} htmlFor={htmlFor}>
      {children ?? text}
    </label>
  );
}

/** Props of {@link PaymentStepInput}. */
export interface PaymentStepInputProps extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'type'> {
  field: CardField;
}

/**
 * A card field with its autofill token (`cc-number`, `cc-exp`, `cc-csc`, `cc-name`) and a
 * numeric keyboard where it fits; the number is grouped in fours as it is typed. It carries
 * `data-hovered` and `data-focus-visible` (and `data-disabled` when the consumer disables it).
 * @selector [data-scope="payment-step"][data-part="input"][data-field="number|expiry|cvc|name"][aria-invalid="true"][data-focus-visible]
 */
export function PaymentStepInput({ field, ...props }: PaymentStepInputProps) {
  const api = usePaymentStepContext();
  const merged = mergePartProps({ ...api.getInputProps(field), ...paymentStepPartAttrs('input'), 'data-field': field }, props);
  // A text field: its focus shows however it was reached, and it takes no press (react-aria's
  // press responder would stop the mouse selecting the text typed).
  const interaction = useInteractionAttrs({ isDisabled: isDisabledPart(merged), isTextInput: true, isPressed: false });
  return <input {...mergeProps(merged, interaction.props)} {...interaction.attrs} />;
}

/** Props of {@link PaymentStepError}. */
export interface PaymentStepErrorProps extends ComponentPropsWithRef<'p'> {
  field: CardField;
}

/**
 * A card field's error ('Card number is invalid'), linked to its input; rendered only while shown.
 * @selector [data-scope="payment-step"][data-part="error"][data-field="number|expiry|cvc|name"]
 */
export function PaymentStepError({ field, ...props }: PaymentStepErrorProps) {
  const api = usePaymentStepContext();
  const text = api.getErrorText(field);
  if (text === null) return null;
  const merged = mergePartProps({ ...api.getErrorProps(field), ...paymentStepPartAttrs('error'), 'data-field': field }, props);
  return <p {...merged}>{text}</p>;
}
