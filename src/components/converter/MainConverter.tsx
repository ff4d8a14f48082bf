import { useCategories } from './useCategories';
import { useConverter, type ConverterPreset } from './useConverter';
import { ingredientOfCategory } from '../../core/ingredients';
import { pairFormula } from '../../core/pairFormula';
import { capitalize } from '../../core/unitText';
import CategoryTabs, { tabId } from './CategoryTabs';
import ConverterFields from './ConverterFields';
import ConverterPicture from './ConverterPicture';
import HistoryList from './HistoryList';
import AwayNote from './AwayNote';
import IslandErrorBoundary from './IslandErrorBoundary';
import IngredientPicker, { type IngredientGroup } from './IngredientPicker';

interface Props {
  /** The categories offered (encodeCategories): the home page's six tabs, or the converter page's one. */
  data: string;
  /** The category tab bar (home): each category's id and tab label. */
  tabs?: { id: string; name: string }[];
  /** Apply ?from=…&to=… (the /converter/{category} page). */
  readQuery?: boolean;
  /** The kitchen converter: its ingredients to choose from, in place of tabs. */
  ingredients?: readonly IngredientGroup[];
  /** The page's own pair and value (an ingredient's page: 1 cup in grams), shown whatever was stored. */
  preset?: ConverterPreset;
}

/**
 * The converter of home, /converter/{category} and the kitchen: the site's one converter (the
 * fields, the answer and the picture, as on pair pages) with the category tabs or the
 * kitchen's ingredient picker, and the history list;
 * state in localStorage['unit-converter'], history in localStorage['unit-converter-history'].
 */
export default function MainConverter(props: Props) {
  return (
    <IslandErrorBoundary what="converter">
      <Converter {...props} />
    </IslandErrorBoundary>
  );
}

function Converter({ data, tabs, readQuery = false, ingredients, preset }: Props) {
  const categories = useCategories(data);
  // Home's tabs are offered; only the first tab's units come with the page. The page is built
  // with its pair's formula, so that nothing in the answer appears only once the code has come.
  const converter = useConverter({
    categories,
    offered: tabs?.map((t) => t.id),
    readQuery,
    preset,
    kitchen: ingredients !== undefined,
    formulaOf: pairFormula,
  });
  const panelId = 'converter-panel';
  const fields = (
    <>
      <ConverterFields converter={converter} idPrefix="converter" />
      <ConverterPicture converter={converter} idPrefix="converter" />
    </>
  );
  const shown = converter.category;
  // The tabs are shortcuts: a question of another category is answered here, under a tab of its
  // own in the last tab's place (back when another tab is chosen), so the tab bar keeps its
  // rows and never moves the box while a visitor types.
  const allTabs =
    tabs && shown && !tabs.some((t) => t.id === shown.id)
      ? [...tabs.slice(0, -1), { id: shown.id, name: capitalize(shown.name) }]
      : tabs;
  return (
    <div data-converter-ready={converter.restored ? 'true' : undefined}>
      {/* The kitchen's picker names the ingredient shown: the note says only a move to another kind of quantity. */}
      {!tabs && categories[0] && !(ingredients && shown && ingredientOfCategory(shown.id)) && (
        <AwayNote converter={converter} home={categories[0]} />
      )}
      {ingredients && (
        <IngredientPicker
          groups={ingredients}
          active={converter.state.category}
          onSelect={converter.selectCategory}
        />
      )}
      {allTabs ? (
        <>
          <div onPointerOver={converter.reachTabs} onFocus={converter.reachTabs}>
            <CategoryTabs
              tabs={allTabs}
              active={converter.state.category}
              panelId={panelId}
              onSelect={converter.selectCategory}
            />
          </div>
          <div id={panelId} role="tabpanel" aria-labelledby={tabId(converter.state.category)}>
            {fields}
          </div>
        </>
      ) : (
        fields
      )}
      <HistoryList
        history={converter.state.history}
        categories={converter.model.records}
        offered={converter.model.offered}
        active={converter.state.category}
        tabs={tabs}
        format={converter.prefs.format}
        onRestore={converter.restore}
        onClear={converter.clearHistory}
      />
    </div>
  );
}
