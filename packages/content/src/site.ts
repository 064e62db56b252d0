// Placeholder; the content brief fills in the rest of the site texts.
export const SITE_NAME = 'Diya Tales';
