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
import type { Route } from './+types/form';

/** The page's title ('Health intake | Harbor Wellness Studio') and, for link previews, the form's description. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [
        { title: metaTitle(matches, [loaderData.form.title, loaderData.businessName]) },
        { name: 'description', content: loaderData.form.description },
      ]
    : [{ title: 'booking-kit' }];

/** The form's questions; `?sent=1` after its answers were posted opens on the thank-you. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = await pageLocale(request, params.locale);
  const api = apiClient(request, { locale });
  const form = await orNotFound(request, api.getForm(params.id));
  return { form, businessName: BUSINESS_NAME, sent: new URL(request.url).searchParams.get(SENT_PARAM) === '1' };
}

/** A plain post of the form (no scripts yet, or none): sent to the API, or answered again with its problems. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = await pageLocale(request, params.locale);
  const api = apiClient(request, {
    clientAddress: context.get(clientAddressContext),
    locale,
  });
  const form = await orNotFound(request, api.getForm(params.id));
  return answerQuestionnairePost(request, form, (answers) => api.submitForm(form.id, { answers }));
}

/** `/widget/form/{id}`: fill in a form, in the form layout. */
export default function FormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useLocale();
  const { form, sent } = loaderData;
  return (
    <QuestionnairePage
      definition={form}
      sent={sent}
      posted={actionData}
      send={(answers) => browserApiClient(locale).submitForm(form.id, { answers })}
    />
  );
}
