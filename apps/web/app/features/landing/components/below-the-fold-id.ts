// Shared by the sections' wrapper and the loader that watches it, without pulling in the sections.
export const BELOW_THE_FOLD_ID = 'below-the-fold';

/** Set on <html> once the visitor starts using the page: the sections are then laid out (app.css). */
export const SECTIONS_LAID_OUT = 'data-sections-laid-out';
