import { useLocale } from '@booking-kit/react';
import { QuestionnairePage } from '../components/questionnaire-page';
import { apiClient } from '../lib/booking-api.server';
import { browserApiClient } from '../lib/browser-api';
import { BUSINESS_NAME } from '../lib/business.server';
import { pageLocale } from '../lib/locale.server';
import { metaTitle } from '../lib/page-title';
import { SENT_PARAM } from '../lib/questionnaire';
import { answerQuestionnairePost } from '../lib/questionnaire-post.server';
import { clientAddressContext } from '../lib/request-context';
import { orNotFound } from '../lib/route-params.server';
import type { Route } from './+types/survey';

/** The page's title ('How was your visit? | Harbor Wellness Studio') and, for link previews, the survey's description. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [
        { title: metaTitle(matches, [loaderData.survey.title, loaderData.businessName]) },
        { name: 'description', content: loaderData.survey.description },
      ]
    : [{ title: 'booking-kit' }];

/** The survey's steps; `?sent=1` after its answers were posted opens on the thank-you. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = await pageLocale(request, params.locale);
  const api = apiClient(request, { locale });
  const survey = await orNotFound(request, api.getSurvey(params.id));
  return { survey, businessName: BUSINESS_NAME, sent: new URL(request.url).searchParams.get(SENT_PARAM) === '1' };
}

/** A plain post of a survey step (no scripts yet, or none): the next step, the answers sent, or the step again with its problems. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = await pageLocale(request, params.locale);
  const api = apiClient(request, {
    clientAddress: context.get(clientAddressContext),
    locale,
  });
  const survey = await orNotFound(request, api.getSurvey(params.id));
  return answerQuestionnairePost(request, survey, (answers) => api.submitSurveyResponse(survey.id, { answers }));
}

/** `/widget/survey/{id}`: a survey, one step at a time, in the calendar layout. */
export default function SurveyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useLocale();
  const { survey, sent } = loaderData;
  return (
    <QuestionnairePage
      definition={survey}
      sent={sent}
      posted={actionData}
      send={(answers) => browserApiClient(locale).submitSurveyResponse(survey.id, { answers })}
    />
  );
}
