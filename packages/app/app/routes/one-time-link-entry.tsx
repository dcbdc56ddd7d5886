import { parseOneTimeLinkReference } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { Button, TextField } from '@booking-kit/ui';
import { Form, redirect } from 'react-router';
import { localePath, pageLocale } from '../lib/locale.server';
import type { Route } from './+types/one-time-link-entry';

/** Not for search engines: it only leads to personal links. (Its title is rendered with the page.) */
export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

/**
 * `/widget/otl?link=…`: the code or address the visitor typed leads to the link's own page, where
 * a used link shows the expired-link page; text that names no link comes back with its error.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = await pageLocale(request, params.locale);
  const typed = new URL(request.url).searchParams.get('link');
  if (typed === null) return { typed: '', invalid: false };
  const slug = parseOneTimeLinkReference(typed);
  if (slug !== undefined) {
    throw redirect(localePath(locale, `/widget/otl/${slug}`, request));
  }
  return { typed: typed.slice(0, 200), invalid: true };
}

/** `/widget/otl`: a one-time link's code or address, to open it. A GET form, so it works without scripts. */
export default function OneTimeLinkEntry({ loaderData }: Route.ComponentProps) {
  const { t } = useLocale();
  return (
    <div className="booking-page booking-page--narrow">
      <title>{t('oneTimeLink.title')}</title>
      <h1 className="service-summary__name">{t('oneTimeLink.title')}</h1>
      <p>{t('oneTimeLink.intro')}</p>
      <Form method="get" className="find-booking-form" noValidate>
        <TextField
          name="link"
          label={t('oneTimeLink.field')}
          defaultValue={loaderData.typed}
          errorMessage={loaderData.invalid ? t('validation.oneTimeLinkInvalid') : undefined}
          autoComplete="off"
          spellCheck={false}
          required
        />
        <Button type="submit" variant="primary">
          {t('oneTimeLink.submit')}
        </Button>
      </Form>
    </div>
  );
}
