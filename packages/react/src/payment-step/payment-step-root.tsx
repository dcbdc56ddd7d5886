import type { ComponentPropsWithRef, ReactNode } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { optionKeys, splitProps } from '../utils/split-props';
import { paymentStepPartAttrs } from './payment-step.anatomy';
import { PaymentStepProvider } from './payment-step-context';
import { type PaymentStepApi, type PaymentStepOptions, usePaymentStep } from './use-payment-step';
import { type PaymentStepStateOptions, usePaymentStepState } from './use-payment-step-state';

/** Props of {@link PaymentStepRoot}. */
export interface PaymentStepRootProps
  extends PaymentStepStateOptions,
    PaymentStepOptions,
    AsChildProps,
    Omit<ComponentPropsWithRef<'form'>, 'defaultValue' | 'children'> {
  /** The parts, or a function of the step's API. */
  children?: ReactNode | ((api: PaymentStepApi) => ReactNode);
}

/** The root's props that are the state hook's options. */
const STATE_OPTIONS = optionKeys<PaymentStepStateOptions>()({
  value: true,
  defaultValue: true,
  onValueChange: true,
});

/** The root's props that are the behaviour hook's options. */
const OPTIONS = optionKeys<PaymentStepOptions>()({
  price: true,
  onPay: true,
  onPaid: true,
  now: true,
  testMode: true,
});

/**
 * The payment step: a form, named by its title, that provides the amounts and the card to its
 * parts and pays through `onPay` on submit.
 * @selector [data-scope="payment-step"][data-part="root"][data-phase="idle|processing|paid|failed"]
 * @example
 * <PaymentStep.Root price={service} onPay={pay} onPaid={next}>
 *   <PaymentStep.Title /><PaymentStep.Choice /><PaymentStep.Summary /><PaymentStep.Card>…</PaymentStep.Card>
 *   <PaymentStep.Alert /><PaymentStep.Status /><PaymentStep.Submit />
 * </PaymentStep.Root>
 */
export function PaymentStepRoot({ asChild, children, ...props }: PaymentStepRootProps) {
  const [stateOptions, rest] = splitProps(props, STATE_OPTIONS);
  const [options, elementProps] = splitProps(rest, OPTIONS);
  const state = usePaymentStepState(stateOptions);
  const api = usePaymentStep(options, state);
  const merged = mergePartProps({ ...api.rootProps, ...paymentStepPartAttrs('root') }, elementProps);
  const content = typeof children === 'function' ? children(api) : children;
  return (
    <PaymentStepProvider value={api}>
      {asChild ? <AsChildSlot {...merged}>{content}</AsChildSlot> : <form {...merged}>{content}</form>}
    </PaymentStepProvider>
  );
}
