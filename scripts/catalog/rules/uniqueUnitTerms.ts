/** Inside a category, a unit id, name, plural, symbol or alias points to one unit only. */
import type { CatalogContext } from '../context.ts';

export function uniqueUnitTerms({ categories, report }: CatalogContext): void {
  for (const { f, data } of categories.values()) {
    const owner = new Map<string, string>();
    for (const [uid, u] of Object.entries(data.units)) {
      const claims: [string, (string | number)[]][] = [
        [uid, ['units', uid]],
        [u.name, ['units', uid, 'name']],
        [u.plural, ['units', uid, 'plural']],
        [u.symbol, ['units', uid, 'symbol']],
        ...(u.aliases ?? []).map((a, i): [string, (string | number)[]] => [a, ['units', uid, 'aliases', i]]),
      ];
      for (const [text, path] of claims) {
        const prev = owner.get(text);
        if (prev !== undefined && prev !== uid) {
          report.add(f, path, `'${text}' already names the unit '${prev}' in this category; a name, symbol or alias must point to one unit`, path.length === 2 ? 'key' : 'value');
        } else owner.set(text, uid);
      }
    }
  }
}
