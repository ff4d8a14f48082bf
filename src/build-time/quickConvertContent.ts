/**
 * What a quick-convert page says and links to: heading, title, description, breadcrumbs and
 * the related-links blocks. Build-time (imports the catalogue).
 */
import { primaryGroup, site } from './catalog';
import { curatedCategory, curatedPair } from './curated';
import { converterPath, HOME_PATH, quickConvertPath } from '../core/routes';
import { converterDescription, converterTitle } from './pairMeta';
import { popularPairs, type PairLink } from './pairLinks';
import type { CategoryRecord, UnitPair, UnitRecord } from '../core/types';
import { capitalize, idWords } from '../core/unitText';

/** 'Convert centimeter to inch': the ids with spaces. */
export function quickHeading(pair: UnitPair): string {
  return `Convert ${idWords(pair.from.id)} to ${idWords(pair.to.id)}`;
}

export function quickTitle(pair: UnitPair, brand: string): string {
  const { from, to } = pair;
  return converterTitle([[capitalize(idWords(from.id)), idWords(to.id)], [from.symbol, to.symbol]], brand);
}

export function quickDescription(pair: UnitPair): string {
  return converterDescription(idWords(pair.from.id), idWords(pair.to.id), pair.category);
}

/** The group crumb: 'Common Converters' → 'Common Conversion'. */
export function quickGroupLabel(category: CategoryRecord): string {
  return `${primaryGroup(category.id).name.replace(/\bConverters?\b/g, '').replace(/\s+/g, ' ').trim()} Conversion`;
}

export function quickBreadcrumbs(pair: UnitPair): { label: string; href?: string }[] {
  return [
    { label: 'Home', href: HOME_PATH },
    { label: quickGroupLabel(pair.category), href: converterPath(pair.category) },
    { label: quickHeading(pair) },
  ];
}

function quickLink(category: CategoryRecord, from: UnitRecord, to: UnitRecord): PairLink {
  return { href: quickConvertPath(category, from, to), label: `${idWords(from.id)} to ${idWords(to.id)}` };
}

/** Related links: the fixed pairs (catalog/site.yml) minus the current one, and up to 8 other targets of the source unit. */
export function quickRelatedLinks(pair: UnitPair): { popular: PairLink[]; targets: PairLink[] } {
  const popular = site.quickConvert.fixedPairs
    .map(curatedPair)
    .filter((p) => !(p.category === pair.category && p.from === pair.from && p.to === pair.to))
    .map((p) => quickLink(p.category, p.from, p.to));
  const targets = pair.category.units
    .filter((u) => u !== pair.from && u !== pair.to)
    .slice(0, 8)
    .map((u) => quickLink(pair.category, pair.from, u));
  return { popular, targets };
}

/** 'Popular conversions' for the categories catalog/site.yml lists (quick-convert pages). */
export function quickPopularBlocks(): { title: string; links: PairLink[] }[] {
  return site.quickConvert.popularCategories.map((id) => {
    const category = curatedCategory(id);
    return { title: category.name, links: popularPairs(category).slice(0, 4).map(([a, b]) => quickLink(category, a, b)) };
  });
}
