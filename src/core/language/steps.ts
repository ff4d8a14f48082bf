/**
 * The quantity language's work, counted: a step for each spelling looked up, token parsed,
 * reading tried and syntax node evaluated. What a text costs, told the same on any machine, so
 * that tests can bound it; counting is one addition, and nothing in the site reads it. Exact
 * arithmetic is not counted: the size of its numbers is bounded apart (MAX_BITS), and
 * npm run bench times it.
 */
export const steps = {
  count: 0,
  /** Texts read whole by the language (calls of calculate): a keystroke in the box costs one. */
  texts: 0,
};
