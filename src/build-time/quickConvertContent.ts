/**
 * What a quick-convert page links to: breadcrumbs and the related-links blocks (its heading,
 * title and description are in core/converterText.ts, which the browser shares). Build-time
 * (imports the catalogue).
 */
import { primaryGroup, site } from './catalog';
import { curatedCategory, curatedPair } from './curated';
import { converterPath, HOME_PATH, quickConvertHref } from '../core/routes';
import { quickHeading, quickPairKey, quickTargets } from '../core/converterText';
import { popularPairs, type PairLink } from '../core/pairLinks';
import type { CategoryRecord, UnitPair, UnitRecord } from '../core/types';
import { idWords } from '../core/unitText';
import { englishText } from './interfaceText';

/** The group crumb: 'Common Converters' → 'Common Conversion'. */
export function quickGroupLabel(category: CategoryRecord): string {
  return `${primaryGroup(category.id)
    .name.replace(/\bConverters?\b/g, '')
    .replace(/\s+/g, ' ')
    .trim()} Conversion`;
}

export function quickBreadcrumbs(pair: UnitPair): { label: string; href?: string }[] {
  return [
    { label: englishText('pair.crumbHome'), href: HOME_PATH },
    { label: quickGroupLabel(pair.category), href: converterPath(pair.category) },
    { label: quickHeading(englishText, pair) },
  ];
}

export function quickLink(category: CategoryRecord, from: UnitRecord, to: UnitRecord): PairLink {
  return { href: quickConvertHref(category, from, to), label: `${idWords(from.id)} to ${idWords(to.id)}` };
}

/** The fixed related pairs (catalog/site.yml) as links, each with its 'category/from/to' key. */
export function quickFixedLinks(): (PairLink & { key: string })[] {
  return site.quickConvert.fixedPairs
    .map(curatedPair)
    .map((p) => ({ ...quickLink(p.category, p.from, p.to), key: quickPairKey(p) }));
}

/** Related links: the fixed pairs (catalog/site.yml) minus the current one, and up to 8 other targets of the source unit. */
export function quickRelatedLinks(pair: UnitPair): { popular: PairLink[]; targets: PairLink[] } {
  const popular = quickFixedLinks().filter((l) => l.key !== quickPairKey(pair));
  const targets = quickTargets(pair).map((u) => quickLink(pair.category, pair.from, u));
  return { popular, targets };
}

/** 'Popular conversions' for the categories catalog/site.yml lists (quick-convert pages). */
export function quickPopularBlocks(): { title: string; links: PairLink[] }[] {
  return site.quickConvert.popularCategories.map((id) => {
    const category = curatedCategory(id);
    return {
      title: category.name,
      links: popularPairs(category)
        .slice(0, 4)
        .map(([a, b]) => quickLink(category, a, b)),
    };
  });
}
