/**
 * The localStorage key the converter's state and the display preferences share. Its own
 * module, so pages that only read the preferences do not load the converter's state code.
 */
export const STORAGE_KEY = 'unit-converter';
