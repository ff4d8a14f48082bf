/**
 * The catalogue's rules beyond what the schemas say, one module each, run in this order on
 * every readable file. To add a rule: write rules/<name>.ts exporting a Rule, list it here,
 * and give it a test in tests/unit/rules/<name>.test.ts.
 */
import type { CatalogContext } from '../context.ts';
import { uniqueCategoryIds } from './uniqueCategoryIds.ts';
import { uniqueGroupIds } from './uniqueGroupIds.ts';
import { groupMembersExist } from './groupMembersExist.ts';
import { everyCategoryInAGroup } from './everyCategoryInAGroup.ts';
import { uniqueUnitTerms } from './uniqueUnitTerms.ts';
import { noRedundantAliases } from './noRedundantAliases.ts';
import { baseUnitValid } from './baseUnitValid.ts';
import { definitionsResolve } from './definitionsResolve.ts';
import { dimensionsMatchBase } from './dimensionsMatchBase.ts';
import { offsetsAreNumbers } from './offsetsAreNumbers.ts';
import { offsetsOnlyOnTemperatureScales } from './offsetsOnlyOnTemperatureScales.ts';
import { curatedCategory } from './curatedCategory.ts';
import { curatedSite } from './curatedSite.ts';
import { compositionsValid } from './compositionsValid.ts';
import { pageBudget } from './pageBudget.ts';
import { ingredientsValid } from './ingredientsValid.ts';
import { languagesComplete } from './languagesComplete.ts';

/** A rule reports its findings through ctx.report. */
export type Rule = (ctx: CatalogContext) => void;

export const rules: Rule[] = [
  pageBudget,
  uniqueCategoryIds,
  uniqueGroupIds,
  groupMembersExist,
  everyCategoryInAGroup,
  uniqueUnitTerms,
  noRedundantAliases,
  baseUnitValid,
  definitionsResolve,
  dimensionsMatchBase,
  offsetsAreNumbers,
  offsetsOnlyOnTemperatureScales,
  curatedCategory,
  curatedSite,
  // After the definitions resolved: it compares the units' exact sizes.
  compositionsValid,
  // After the definitions resolved: it weighs the ingredients' measures.
  ingredientsValid,
  // After the definitions resolved: it compares the units' sizes with CLDR's.
  languagesComplete,
];
