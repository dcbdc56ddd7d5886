import {
  FormRendererBack,
  FormRendererDescription,
  FormRendererErrorSummary,
  FormRendererFields,
  FormRendererNext,
  FormRendererProgress,
  FormRendererRequiredHint,
  FormRendererRoot,
  type FormRendererRootProps,
  FormRendererStatus,
  FormRendererStepList,
  FormRendererStepTitle,
  FormRendererSubmit,
  FormRendererSubmitError,
  FormRendererTitle,
} from '@booking-kit/react';
import { Button } from '../button/button';
import { cx } from '../lib/cx';
import { FormRendererFieldView } from './form-renderer-field-view';

/** Props of the styled {@link FormRenderer}: the headless root's, without custom children. */
export interface FormRendererProps extends Omit<FormRendererRootProps, 'children'> {
  /** The level of the title's heading; a survey's step titles are one level below. @default 2 */
  headingLevel?: 1 | 2 | 3 | 4;
}

/**
 * A form or a multi-step survey from core's schema: every field kind with its label, help,
 * allowed range and the spec's messages, an error summary, "Step 2 of 3" with the list of steps,
 * Back / Next / Submit, and the submitting, sent and failed states of `onSubmit`.
 * @selector .bk-root [data-slot="form-renderer"][data-state="idle|submitting|submitted|error"]
 * @example <FormRenderer definition={survey} onSubmit={(answers) => sendResponse(survey.id, answers)} />
 */
export function FormRenderer({ headingLevel = 2, className, ...props }: FormRendererProps) {
  const Title = `h${headingLevel}` as const;
  const StepTitle = `h${headingLevel + 1}` as 'h2';
  return (
    <FormRendererRoot {...props} className={cx('bk-form-renderer', className)} data-slot="form-renderer">
      {(api) => (
        <>
          <div className="bk-form-renderer__header">
            <FormRendererTitle asChild>
              <Title className="bk-form-renderer__title" />
            </FormRendererTitle>
            <FormRendererDescription className="bk-form-renderer__description" />
            <FormRendererRequiredHint className="bk-form-renderer__hint" />
          </div>
          <FormRendererProgress className="bk-form-renderer__progress" />
          <FormRendererStepList className="bk-form-renderer__steps" />
          <FormRendererStepTitle asChild>
            <StepTitle className="bk-form-renderer__step-title" />
          </FormRendererStepTitle>
          <FormRendererErrorSummary className="bk-alert bk-alert--danger bk-form-renderer__summary" />
          <FormRendererFields className="bk-form-renderer__fields">
            {(field) => <FormRendererFieldView key={field.name} field={field} isInvalid={api.getErrorText(field) !== null} />}
          </FormRendererFields>
          <FormRendererSubmitError className="bk-alert bk-alert--danger bk-form-renderer__submit-error" />
          <div className="bk-form-renderer__actions">
            <FormRendererBack asChild>
              <Button variant="secondary" data-slot="form-renderer-back" />
            </FormRendererBack>
            <FormRendererNext asChild>
              <Button data-slot="form-renderer-next" />
            </FormRendererNext>
            <FormRendererSubmit asChild>
              <Button isPending={api.submitStatus === 'submitting'} data-slot="form-renderer-submit" />
            </FormRendererSubmit>
            <FormRendererStatus className="bk-form-renderer__status" />
          </div>
        </>
      )}
    </FormRendererRoot>
  );
}
