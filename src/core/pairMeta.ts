/**
 * What the head and the top of a unit-pair page say: names, title, heading, description,
 * breadcrumbs and JSON-LD. Pure: the build writes them into pair pages, the browser into the
 * pairs it draws.
 */
import { converterPath, HOME_PATH } from './routes';
import type { UnitPair } from './types';
import { capitalize } from './unitText';
import { converterDescription, fittingTitle } from './converterText';
import type { TextOf } from './unitNames';

/**
 * Pair pages name units by their real plural names ('centimeters to inches', 'degrees Celsius')
 * rather than slug words ('centimeter to inch'), which read badly for ids such as
 * liter_per_100_kilometer.
 */
export function pairNames(pair: UnitPair): { from: string; to: string } {
  return { from: pair.from.plural, to: pair.to.plural };
}

/**
 * A pair that exists in several categories (m/s in speed and velocity, kelvin in temperature and
 * temperature_interval) keeps the plain title in the category its slug infers (the first in
 * catalogue order that has both units); the others (`inferredElsewhere`) name their category
 * ('… Velocity Converter') so every canonical page has its own title.
 */
export function pairTitle(text: TextOf, pair: UnitPair, brand: string, inferredElsewhere: boolean): string {
  const { category, from, to } = pair;
  const candidates: [string, string][] = [
    [capitalize(from.plural), to.plural],
    [capitalize(from.name), to.name],
    [from.symbol, to.symbol],
  ];
  const titles = candidates.map(([a, b]) =>
    inferredElsewhere
      ? text('converter.titleInCategory', { from: a, to: b, category: category.name, brand })
      : text('converter.title', { from: a, to: b, brand }),
  );
  // Last resort for long category names: 'gr/gal (UK) to gr/gal (US) (Concentration (Solution))'.
  if (inferredElsewhere)
    titles.push(
      text('converter.titleWithCategory', {
        from: from.symbol,
        to: to.symbol,
        category: category.name,
        brand,
      }),
    );
  return fittingTitle(titles);
}

export function pairHeading(text: TextOf, pair: UnitPair): string {
  return text('converter.heading', pairNames(pair));
}

export function pairDescription(text: TextOf, pair: UnitPair): string {
  const n = pairNames(pair);
  return converterDescription(text, n.from, n.to, pair.category);
}

export function pairBreadcrumbs(text: TextOf, pair: UnitPair): { label: string; href?: string }[] {
  const n = pairNames(pair);
  return [
    { label: text('pair.crumbHome'), href: HOME_PATH },
    {
      label: text('pair.crumbCategory', { category: pair.category.name }),
      href: converterPath(pair.category),
    },
    { label: text('pair.crumbPair', { From: capitalize(n.from), to: n.to }) },
  ];
}

/** schema.org WebApplication for a converter page: a UtilityApplication for all operating systems. */
export function webApplicationJsonLd(
  name: string,
  url: string,
  description: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name,
    url,
    description,
    applicationCategory: 'UtilityApplication',
    operatingSystem: 'All',
    isAccessibleForFree: true,
  };
}
