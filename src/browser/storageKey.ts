/**
 * The localStorage key the converter's state and the display preferences share. Its own
 * module, so pages that only read the preferences do not load the converter's state code.
 */
export const STORAGE_KEY = 'unit-converter';

/**
 * The history's own key, shared by every open tab: a tab saving its units (on every keystroke)
 * then never writes over an entry another tab has just added.
 */
export const HISTORY_KEY = 'unit-converter-history';
