/** The office phone a confirmation shows (the demo business's, unless configured). */
export const OFFICE_PHONE = process.env.OFFICE_PHONE ?? '+31 20 123 4567';
