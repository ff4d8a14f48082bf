/**
 * The parts of the built converter that page scripts write or read before React is live (a
 * quick-convert page drawing another pair's answer, a pair page reading its formula back): one
 * list of names, marked `data-answer="<part>"` by the components and found by them in the
 * scripts. Test ids are the tests' own: renaming one never breaks a page.
 */
export const ANSWER_PARTS = [
  'lead',
  'result',
  'unit',
  'exact',
  'fraction',
  'line',
  'line-number',
  'formula',
  'symbol',
] as const;
export type AnswerPart = (typeof ANSWER_PARTS)[number];

/** The attribute that marks a part, spread on its element: `<span {...answerPart('result')}>`. */
export const answerPart = (part: AnswerPart) => ({ 'data-answer': part });

/** The selector that finds a part. */
export const partSelector = (part: AnswerPart) => `[data-answer="${part}"]`;

/**
 * The block of the answer under `root`, for timing its first paint (the browser times text by
 * its block, not by an inline part of it); `root` itself where it has none.
 */
export const answerBlock = (root: HTMLElement): HTMLElement =>
  root.querySelector(partSelector('result'))?.closest('output') ?? root;
