import {
  DENOMINATOR_CHOICES,
  FORMAT_CHOICES,
  PRECISION_CHOICES,
  compositionLabel,
} from '../../core/displayChoices';
import { parsePrecisionCode, precisionCode } from '../../core/numberFormat';
import type { Composition } from '../../core/quantityResult';
import { mergePrefs, type DisplayPrefs } from '../../browser/displayPrefs';

export interface DisplayChoicesProps {
  idPrefix: string;
  prefs: DisplayPrefs;
  /** The compositions the current to-unit belongs to. */
  compositions: readonly Composition[];
  onChange(prefs: DisplayPrefs): void;
}

/**
 * The opened "Precision and number format" panel: precision, number format, mixed units and
 * their last part's fraction. DisplayOptions loads this module (React.lazy) only once a visitor
 * opens the options, so its choice lists and their parsers are not in the converter's up-front JavaScript.
 */
export default function DisplayChoices({ idPrefix, prefs, compositions, onChange }: DisplayChoicesProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const mix = compositions.some((c) => c.key === prefs.mix) ? prefs.mix : '';
  return (
    <div className="mt-2 flex flex-wrap gap-3">
      <div className="grid gap-1 text-sm">
        <label htmlFor={id('precision')} className="font-medium">
          Precision
        </label>
        <select
          id={id('precision')}
          className="field py-1"
          value={precisionCode(prefs.precision)}
          onChange={(e) =>
            onChange({ ...prefs, precision: parsePrecisionCode(e.target.value) ?? prefs.precision })
          }
        >
          {PRECISION_CHOICES.map((g) =>
            g.label ? (
              <optgroup key={g.label} label={g.label}>
                {g.choices.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </optgroup>
            ) : (
              g.choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))
            ),
          )}
        </select>
      </div>
      <div className="grid gap-1 text-sm">
        <label htmlFor={id('format')} className="font-medium">
          Number format
        </label>
        <select
          id={id('format')}
          className="field py-1"
          value={prefs.format}
          onChange={(e) => onChange(mergePrefs(prefs, { fmt: e.target.value }))}
        >
          {FORMAT_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      {compositions.length > 0 && (
        <div className="grid gap-1 text-sm">
          <label htmlFor={id('mix')} className="font-medium">
            Show as
          </label>
          <select
            id={id('mix')}
            className="field py-1"
            value={mix}
            onChange={(e) => onChange({ ...prefs, mix: e.target.value })}
          >
            <option value="">Decimal number</option>
            {compositions.map((c) => (
              <option key={c.key} value={c.key}>
                {compositionLabel(c.parts.map((p) => p.symbol))}
              </option>
            ))}
          </select>
        </div>
      )}
      {mix !== '' && (
        <div className="grid gap-1 text-sm">
          <label htmlFor={id('denominator')} className="font-medium">
            Last unit
          </label>
          <select
            id={id('denominator')}
            className="field py-1"
            value={String(prefs.denominator)}
            onChange={(e) => onChange(mergePrefs(prefs, { den: e.target.value }))}
          >
            {DENOMINATOR_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
