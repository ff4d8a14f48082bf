import { useEffect, useEffectEvent } from 'react';
import type { DisplayPrefs } from '../../browser/displayPrefs';
import { useCategories } from './useCategories';
import { useConverter, type ConverterPreset } from './useConverter';
import type { FormulaOf } from '../../browser/converterModel';
import ConverterFields from './ConverterFields';
import ConverterPicture from './ConverterPicture';
import IslandErrorBoundary from './IslandErrorBoundary';
import AwayNote from './AwayNote';

export interface PairConverterProps {
  /** The pair's units and the units of its to-unit's mixed-unit compositions, or the quick-convert form's category without aliases (encodeCategories). */
  data: string;
  /** The page's pair and starting value ('10'). */
  preset: ConverterPreset;
  /** Told the display choices whenever they change (the page re-renders its table with them). */
  onDisplay?(prefs: DisplayPrefs): void;
  /**
   * The quick-convert form: it carries its whole category (but the units' aliases), keeps its
   * own address (it shows whichever pair the address names) and labels 'From:' and 'To:'.
   */
  quick?: boolean;
  /** Told once, when the converter is live (hydrated, and the text typed before taken over). */
  onLive?(): void;
  /** The formula builder (core/pairFormula), where the page is built with its pair's formula. */
  formulaOf?: FormulaOf;
}

/**
 * A pair page's converter, and the quick-convert page's form: the site's one converter (the
 * same fields, answer and picture as home and /converter/{category}), preset to the page's
 * pair and value, with Convert and Clear. It keeps the pair page's address and adds to the shared history, but shows no
 * history list and does not change which units the main converter opens with.
 */
export default function PairConverter(props: PairConverterProps) {
  return (
    <IslandErrorBoundary what="converter">
      <Converter {...props} />
    </IslandErrorBoundary>
  );
}

function Converter({ data, preset, onDisplay, quick = false, onLive, formulaOf }: PairConverterProps) {
  const categories = useCategories(data, true);
  const converter = useConverter({ categories, readQuery: !quick, preset, formulaOf });
  const { prefs } = converter;
  useEffect(() => onDisplay?.(prefs), [onDisplay, prefs]);
  // After the fields' effects, which take over the text typed before.
  const live = useEffectEvent(() => onLive?.());
  useEffect(() => live(), []); // once, after hydration
  return (
    <div data-converter-ready={converter.restored ? 'true' : undefined}>
      <AwayNote converter={converter} />
      <ConverterFields converter={converter} idPrefix="converter" page={quick ? 'quick' : 'pair'} />
      <ConverterPicture converter={converter} idPrefix="converter" />
    </div>
  );
}
