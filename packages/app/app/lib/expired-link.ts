import { data } from 'react-router';

/** What the expired-link page is given: the business's phone, to ask for a new link. */
export interface ExpiredLinkData {
  path: string;
  phone?: string;
}

/**
 * The 410 'Slug Expired' a one-time link's route throws when the link was used or has expired:
 * the error layout shows the expired-link page, with `phone` to ask the business for a new link.
 */
export function expiredLink(request: Request, phone: string | undefined) {
  return data<ExpiredLinkData>(
    { path: new URL(request.url).pathname, ...(phone && { phone }) },
    { status: 410, statusText: 'Slug Expired' },
  );
}
