import { type BookerApi, useLocale } from '@booking-kit/react';
import type { ReactNode } from 'react';
import { StepFrame } from '../step-frame';

/** Props of {@link FlowSection}. */
export interface FlowSectionProps {
  booker: BookerApi;
  /** The step this section shows. */
  step: BookerApi['flow']['step'];
  children: ReactNode;
  /** The step's own button on, e.g. 'Continue'; the step's form submits for itself when left out. */
  next?: { label: string; onClick(): void; isPending?: boolean } | undefined;
  /** Hide 'Back' although an earlier step could be gone back to (a payment already begun). */
  hideBack?: boolean;
}

/**
 * One screen of the Booker: its content, why it could not go on (the flow's error, in the
 * visitor's words, as an alert), and 'Back' to the previous step where the flow allows it. Its
 * heading takes focus when the step is reached (the booker's `focus`).
 */
export function FlowSection({ booker, step, children, next, hideBack = false }: FlowSectionProps) {
  const { t } = useLocale();
  const { flow } = booker;
  const index = flow.steps.indexOf(flow.step);
  const previous = index > 0 ? flow.progress[index - 1] : undefined;
  const canGoBack = !hideBack && previous?.canGoTo === true;
  return (
    <StepFrame
      step={step}
      sectionRef={booker.focus.sectionRef(step)}
      error={flow.error ? t(flow.error.messageKey, flow.error.params) : null}
      onBack={canGoBack ? flow.back : undefined}
      next={next}
    >
      {children}
    </StepFrame>
  );
}
