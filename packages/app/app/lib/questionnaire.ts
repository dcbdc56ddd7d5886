import type { FormAnswer } from '@booking-kit/core';

/** The query flag of the page a sent form or survey lands on: it opens on the thank-you. */
export const SENT_PARAM = 'sent';

/** What a plain post of a form or survey is answered with when its page shows the questions again. */
export interface PostedQuestionnaire {
  /** The step to show (0-based): the next one after a survey step that checks out, else the one with the first problem. */
  step: number;
  /** Every posted answer, to fill the questions in again. */
  answers: Record<string, FormAnswer>;
  /** Message keys by field name. */
  errors: Record<string, string>;
  /** The answers could not be sent for another reason (too many posts, the service down): said, and kept. */
  failed: boolean;
}
