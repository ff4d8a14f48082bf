import { memo } from 'react';
/** A group of the ingredient picker's choices: category id and name of each ingredient. */
export interface IngredientGroup {
  group: string;
  items: { id: string; name: string }[];
}

interface Props {
  groups: readonly IngredientGroup[];
  /** The ingredient category shown. */
  active: string;
  onSelect: (id: string) => void;
}

/**
 * The kitchen converter's ingredient, beside its units: a native list (typing its first letters
 * finds one, on a phone it opens the system's picker), the ones asked about most first. Choosing
 * one shows the same amount weighed as that ingredient.
 */
function IngredientPicker({ groups, active, onSelect }: Props) {
  const known = groups.some((g) => g.items.some((i) => i.id === active));
  return (
    <div className="mb-4 grid gap-1 sm:max-w-sm">
      <label htmlFor="kitchen-ingredient" className="text-sm font-medium">
        Ingredient
      </label>
      <select
        id="kitchen-ingredient"
        className="field"
        value={known ? active : ''}
        onChange={(e) => e.target.value && onSelect(e.target.value)}
      >
        {!known && <option value="">Choose an ingredient</option>}
        {groups.map((g) => (
          <optgroup key={g.group} label={g.group}>
            {g.items.map((i) => (
              <option key={`${g.group}-${i.id}`} value={i.id}>
                {i.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

/** Drawn again only when what it shows changes, not on every key typed in the box. */
export default memo(IngredientPicker);
