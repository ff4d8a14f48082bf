/**
 * An alias must add a spelling: the name, plural and symbol are search terms already, so an
 * alias that repeats one of them exactly is an error. A different case ('Angstrom' for
 * 'ångström', 'NM' for 'nm') is another spelling and stays.
 */
import type { CatalogContext } from '../context.ts';

export function noRedundantAliases({ categories, report }: CatalogContext): void {
  for (const { f, data } of categories.values()) {
    for (const [uid, u] of Object.entries(data.units)) {
      (u.aliases ?? []).forEach((alias, i) => {
        const field = alias === u.name ? 'name' : alias === u.plural ? 'plural' : alias === u.symbol ? 'symbol' : null;
        if (field) report.add(f, ['units', uid, 'aliases', i], `'${alias}' is already the ${field}; remove it from aliases — name, plural and symbol are search terms automatically`);
      });
    }
  }
}
