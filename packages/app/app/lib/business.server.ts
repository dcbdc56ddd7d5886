/** The office phone a confirmation shows (the demo business's, unless configured). */
export const OFFICE_PHONE = process.env.OFFICE_PHONE ?? '+31 20 123 4567';

/** The business's name, after a page's own title in the browser's tab ('Health intake | Harbor Wellness Studio'). */
export const BUSINESS_NAME = process.env.BUSINESS_NAME ?? 'Harbor Wellness Studio';
