import type { useConverter } from './useConverter';
import { converterPath } from '../../core/routes';

type Converter = ReturnType<typeof useConverter>;

/**
 * Said when the converter has moved away from what its page is about, to answer a question of
 * another category or pair: what it shows now, the way back, and that category's or pair's own
 * page. Home's tabs say it themselves (the category gets a tab of its own).
 */
export default function AwayNote({
  converter,
  home,
}: {
  converter: Converter;
  home?: { id: string; name: string };
}) {
  const { category, view, awayFrom } = converter;
  if (!category) return null;
  if (home && category.id !== home.id) {
    return (
      <p className="mb-3 text-sm" data-testid="away-note">
        Showing {category.name.toLowerCase()}.{' '}
        <button type="button" className="link underline" onClick={() => converter.selectCategory(home.id)}>
          Back to {home.name.toLowerCase()}
        </button>
        {' · '}
        <a className="link underline" href={converterPath(category.id)}>
          Open the {category.name} converter
        </a>
      </p>
    );
  }
  if (!awayFrom || !view.from || !view.to) return null;
  const own = (id: string) =>
    converter.recordOf(awayFrom.categoryId)?.units.find((u) => u.id === id)?.plural ?? id;
  return (
    <p className="mb-3 text-sm" data-testid="away-note">
      <button type="button" className="link underline" onClick={converter.backToPreset}>
        Back to {own(awayFrom.preset.from)} to {own(awayFrom.preset.to)}
      </button>
      {' · '}
      <a className="link underline" href={awayFrom.pairHref}>
        Open the {view.from.plural} to {view.to.plural} page
      </a>
    </p>
  );
}
