/**
 * Marks the element of a pair page's built converter that was clicked before the converter was
 * live: the click is made again once it is. The page's start script and the converter's code
 * both use it; a module of its own, so that nothing else comes into the start script with it.
 */
export const CLICKED_BEFORE = 'data-clicked-before';
