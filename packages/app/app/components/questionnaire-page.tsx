// First: zod is configured before core's schemas are built (see the module).
import '../lib/zod-without-eval';
import { answerErrors, type Form, type FormAnswer, type PostedQuestionnaire, type Survey } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { Alert, FormRenderer } from '@booking-kit/ui';
import { useState } from 'react';

/** Props of {@link QuestionnairePage}. */
export interface QuestionnairePageProps {
  definition: Form | Survey;
  /** The answers were taken by the route's action: the page opens on the thank-you. */
  sent: boolean;
  /** The action's answer to a plain post the page shows again (the next step, or what was refused). */
  posted: PostedQuestionnaire | undefined;
  /** Sends the checked answers from the browser, once scripts run. */
  send: (answers: Record<string, FormAnswer>) => Promise<unknown>;
}

/**
 * A form or survey page: the library's FormRenderer, posting to the route's action until scripts
 * load (or without them) and sending through the API from the browser once they do. Either way
 * a refused answer is said at its field and the thank-you follows a sent one.
 */
export function QuestionnairePage({ definition, sent, posted, send }: QuestionnairePageProps) {
  const { t } = useLocale();
  // The server's word on the answers: the posted page's, or the API's answer to the browser's send.
  const [errors, setErrors] = useState(posted?.errors);
  return (
    <div className="questionnaire-page">
      {posted?.failed ? <Alert tone="danger">{t('formRenderer.submitError')}</Alert> : null}
      <FormRenderer
        definition={definition}
        headingLevel={1}
        method="post"
        isSubmitted={sent}
        {...(posted && { defaultValue: posted.answers, defaultStep: posted.step })}
        validationErrors={errors}
        onSubmit={async (answers) => {
          try {
            await send(answers);
          } catch (error) {
            const refused = answerErrors(error);
            if (refused) setErrors(refused);
            // Rejected all the same: the renderer says the answers were not sent and keeps them.
            throw error;
          }
        }}
      />
    </div>
  );
}
