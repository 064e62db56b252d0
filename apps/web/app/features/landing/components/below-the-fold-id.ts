// Shared by the sections' wrapper and the loader that watches it, without pulling in the sections.
export const BELOW_THE_FOLD_ID = 'below-the-fold';
