/** The query flag of the page a sent form or survey lands on: it opens on the thank-you. */
export const SENT_PARAM = 'sent';
