import {
  type FormRendererApi,
  FormRendererBack,
  FormRendererConfirmation,
  FormRendererConfirmationText,
  FormRendererConfirmationTitle,
  FormRendererDescription,
  FormRendererErrorSummary,
  FormRendererFields,
  FormRendererHiddenInputs,
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
  formRendererAnatomy,
} from '@booking-kit/react';
import { alertVariants } from '../alert/alert.variants';
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
 * Back / Next / Submit, the submitting and failed states of `onSubmit`, and once the answers are
 * sent a thank-you in place of the questions, its heading focused. With `method="post"` it posts
 * the browser's way until scripts take over (a survey's other answers and step travel hidden);
 * `validationErrors` shows what the server refused, `isSubmitted` the thank-you it answered.
 * @selector .bk-root .bk-form-renderer[data-state="idle|submitting|submitted|error"] [data-scope="form-renderer"][data-part="field|confirmation"][data-kind][data-invalid]
 * @example <FormRenderer definition={survey} onSubmit={(answers) => sendResponse(survey.id, answers)} />
 */
export function FormRenderer({ headingLevel = 2, className, ...props }: FormRendererProps) {
  const Title = `h${headingLevel}` as const;
  const StepTitle = `h${headingLevel + 1}` as 'h2';
  return (
    <FormRendererRoot {...props} className={cx('bk-form-renderer', className)}>
      {(api) => (
        <>
          <div {...formRendererAnatomy.attrs('header')}>
            <FormRendererTitle asChild>
              <Title />
            </FormRendererTitle>
            {api.submitStatus === 'submitted' ? null : (
              <>
                <FormRendererDescription />
                <FormRendererRequiredHint />
              </>
            )}
          </div>
          {api.submitStatus === 'submitted' ? (
            <FormRendererConfirmation>
              <FormRendererConfirmationTitle asChild>
                <StepTitle />
              </FormRendererConfirmationTitle>
              <FormRendererConfirmationText />
            </FormRendererConfirmation>
          ) : (
            <Questions api={api} StepTitle={StepTitle} />
          )}
        </>
      )}
    </FormRendererRoot>
  );
}

/** The questions and their buttons, until the answers are sent. */
function Questions({ api, StepTitle }: { api: FormRendererApi; StepTitle: 'h2' }) {
  return (
    <>
      <FormRendererHiddenInputs />
      <FormRendererProgress />
      <FormRendererStepList />
      <FormRendererStepTitle asChild>
        <StepTitle />
      </FormRendererStepTitle>
      <FormRendererErrorSummary className={alertVariants({ tone: 'danger' })} />
      <FormRendererFields>{(field) => <FormRendererFieldView key={field.name} field={field} />}</FormRendererFields>
      <FormRendererSubmitError className={alertVariants({ tone: 'danger' })} />
      <div {...formRendererAnatomy.attrs('actions')}>
        <FormRendererBack asChild>
          <Button variant="secondary" />
        </FormRendererBack>
        <FormRendererNext asChild>
          <Button />
        </FormRendererNext>
        <FormRendererSubmit asChild>
          <Button isPending={api.submitStatus === 'submitting'} />
        </FormRendererSubmit>
        <FormRendererStatus />
      </div>
    </>
  );
}
