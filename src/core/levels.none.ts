/**
 * The level math left out: what the quick-convert page's first code is built with (see
 * levelsLeftOut in astro.config.mjs). A pair with a level in decibels is drawn by the converter
 * that follows it, which has the math.
 */
export const levels = null;
