import { useEffect, useMemo, useState } from 'react';
import { decodeCategories } from '../../core/islandCodec';
import type { CategoryRecord } from '../../core/types';
import { loadCategoryUnits } from '../../browser/categoryUnits';

/**
 * The categories a converter island was given (encodeCategories). A pair page gives only its
 * pair's units, the quick-convert form its units without aliases (`partial`): the category's
 * full record loads after hydration and replaces them.
 */
export function useCategories(data: string, partial = false): readonly CategoryRecord[] {
  const given = useMemo(
    () => decodeCategories(data).map((c) => (partial ? { ...c, partial: true } : c)),
    [data, partial],
  );
  const [loaded, setLoaded] = useState<CategoryRecord | null>(null);
  const id = given[0]?.id;
  useEffect(() => {
    if (!partial || !id) return;
    let live = true;
    void loadCategoryUnits(id).then((c) => live && c && setLoaded(c));
    return () => {
      live = false;
    };
  }, [partial, id]);
  return useMemo(() => (loaded ? [loaded] : given), [loaded, given]);
}
