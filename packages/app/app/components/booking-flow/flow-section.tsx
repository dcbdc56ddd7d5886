import type { BookingFlowApi } from '@booking-kit/react';
import { useLocale } from '@booking-kit/react';
import { Alert, Button } from '@booking-kit/ui';
import type { ReactNode, Ref } from 'react';

/** Props of {@link FlowSection}. */
export interface FlowSectionProps {
  flow: BookingFlowApi;
  /** The step's name, for styles and tests. */
  step: string;
  /** The section element, whose first heading takes focus when the step is shown. */
  sectionRef: Ref<HTMLElement>;
  children: ReactNode;
  /** The step's own button on, e.g. 'Continue'; the step's form submits for itself when left out. */
  next?: { label: string; onClick(): void; isPending?: boolean } | undefined;
  /** Hide 'Back' although an earlier step could be gone back to (a payment already begun). */
  hideBack?: boolean;
}

/**
 * One screen of the booking flow: its content, why it could not go on (the flow's error, in the
 * visitor's words, as an alert), and 'Back' to the previous step where the flow allows it.
 */
export function FlowSection({ flow, step, sectionRef, children, next, hideBack = false }: FlowSectionProps) {
  const { t } = useLocale();
  const index = flow.steps.indexOf(flow.step);
  const previous = index > 0 ? flow.progress[index - 1] : undefined;
  const canGoBack = !hideBack && previous?.canGoTo === true;
  return (
    <section ref={sectionRef} className="flow-step" data-flow-step={step}>
      {children}
      {flow.error ? <Alert tone="danger">{t(flow.error.messageKey, flow.error.params)}</Alert> : null}
      {canGoBack || next ? (
        <div className="flow-step__actions">
          {canGoBack ? (
            <Button variant="secondary" type="button" onClick={flow.back}>
              {t('flow.back')}
            </Button>
          ) : null}
          {next ? (
            <Button variant="primary" isPending={next.isPending ?? false} type="button" onClick={next.onClick}>
              {next.label}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
