import { useLocale } from '@booking-kit/react';
import type { ReactNode, Ref } from 'react';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';

/** Props of {@link StepFrame}. */
export interface StepFrameProps {
  /** The step's name, for styles and tests. */
  step: string;
  /** The section element, whose first heading takes focus when the step is shown. */
  sectionRef: Ref<HTMLElement>;
  children: ReactNode;
  /** Why the step could not go on, in the visitor's words; shown as an alert. */
  error?: string | null;
  /** 'Back', where the visitor may go back. */
  onBack?: (() => void) | undefined;
  /** The step's own button on, e.g. 'Continue'; the step's form submits for itself when left out. */
  next?: { label: string; onClick(): void; isPending?: boolean } | undefined;
}

/**
 * One screen of a booking (the Booker's or a cart's): its content, why it could not go on, and
 * 'Back' and the step's own button to go on. The section's first heading takes focus when the
 * step is shown (through `sectionRef`, from react's `useStepFocus`).
 * @selector .bk-root .bk-flow-step[data-flow-step] .bk-flow-step__actions
 */
export function StepFrame({ step, sectionRef, children, error, onBack, next }: StepFrameProps) {
  const { t } = useLocale();
  return (
    <section ref={sectionRef} className="bk-flow-step" data-flow-step={step}>
      {children}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {onBack || next ? (
        <div className="bk-flow-step__actions">
          {onBack ? (
            <Button variant="secondary" type="button" onClick={onBack}>
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
