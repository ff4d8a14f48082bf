/**
 * The answer line of a calculation the converter does not hold ('1 kWh / 100 km ≈ 16.0934 Wh/mi'),
 * apart from answerView so that the pages that draw a pair at once do not carry it.
 */
import type { AnswerView } from './answerView';
import { sentenceSign } from './numberFormat';

/** An answer only the quantity language gives ('1 kWh / 100 km ≈ 16.0934 Wh/mi'), as the answer line shows it. */
export interface CalculatedLine {
  /** The amount as typed ('1 kWh / 100 km'). */
  amount: string;
  /** The answer as the language's formatter writes it (calculationText): '16.0934 Wh/mi', '5 ft 8.89764 in'. */
  text: string;
  /** Its last unit as written after its number (' Wh/mi', '″'; '' for a plain number). */
  unit: string;
  /** Every shown digit is exact: '=' rather than '≈'. */
  exact: boolean;
  /** The answer is a temperature reading below absolute zero: the sentence that says so. */
  coldNote?: string | null;
}

/**
 * A calculated answer's line: its number and its last unit set apart as a conversion's are, and
 * Copy takes the answer as shown. None of a pair's facts: it names no pair.
 */
export function calculatedView({ amount, text, unit, exact, coldNote }: CalculatedLine): AnswerView {
  return {
    lead: `${amount} ${sentenceSign({ exact: true }, { exact })} `,
    result: text.slice(0, text.length - unit.length),
    unit,
    hint: '',
    sentence: true,
    canBeExact: false,
    copy: text,
    copyDisabled: false,
    fraction: '',
    mixed: null,
    coldNote: coldNote ?? null,
    noFiniteNote: null,
    facts: false,
    measuredNote: null,
    unitLine: null,
  };
}
