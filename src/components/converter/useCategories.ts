import { useEffect, useMemo, useState } from 'react';
import { decodeCategories } from '../../core/islandCodec';
import type { CategoryRecord } from '../../core/types';
import { loadCategoryUnits } from '../../browser/categoryUnits';

/**
 * The categories a converter island was given (encodeCategories). A pair page gives only its
 * pair's units (`complete`): the category's others load after hydration and replace them.
 */
export function useCategories(data: string, complete = false): readonly CategoryRecord[] {
  const given = useMemo(() => decodeCategories(data), [data]);
  const [loaded, setLoaded] = useState<CategoryRecord | null>(null);
  const id = given[0]?.id;
  useEffect(() => {
    if (!complete || !id) return;
    let live = true;
    void loadCategoryUnits(id).then((c) => live && c && setLoaded(c));
    return () => {
      live = false;
    };
  }, [complete, id]);
  return useMemo(() => (loaded ? [loaded] : given), [loaded, given]);
}
