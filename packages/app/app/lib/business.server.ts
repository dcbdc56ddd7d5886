import { titleSeparator } from '@booking-kit/core';

/** The office phone a confirmation shows (the demo business's, unless configured). */
export const OFFICE_PHONE = process.env.OFFICE_PHONE ?? '+31 20 123 4567';

/**
 * The one separator between the parts of every page's title (`TITLE_SEPARATOR`; the spec's
 * default '|'): 'Massage | Anna de Vries'.
 */
export const TITLE_SEPARATOR = titleSeparator(process.env.TITLE_SEPARATOR, (message) => console.warn(`booking-kit: ${message}`));

/** The business's name, after a page's own title in the browser's tab ('Health intake | Harbor Wellness Studio'). */
export const BUSINESS_NAME = process.env.BUSINESS_NAME ?? 'Harbor Wellness Studio';
