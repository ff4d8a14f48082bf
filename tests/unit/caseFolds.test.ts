/**
 * Every symbol and alias of the catalogue typed in lower case, and what the language reads it
 * as in another case. A lower-case letter typed is a capital left out only where that changes no
 * size: a capital prefix (M, P, Z, Y: mega, peta, zetta, yotta beside milli, pico, zepto, yocto)
 * or the siemens' S (beside the second's s) is read only after every reading that keeps the
 * letter as typed. The folds that stand before such a reading are listed here, each intended.
 */
import { describe, expect, it } from 'vitest';
import { categories } from '../../src/generated/catalog';
import { meaningsOf, spellingIndex, type Meaning } from '../../src/core/language/spellings';
import { normalizeQuantityText } from '../../src/core/quantityText';
import { searchTerms } from '../../src/core/searchTerms';
import { readers } from './boxReaders';

const catalogue = spellingIndex(categories);
const spellings = (m: Meaning) => searchTerms(m.unit).map((t) => normalizeQuantityText(t));
const lowerCase = [
  ...new Set(
    categories.flatMap((c) =>
      c.units.flatMap((u) => [u.symbol, ...u.aliases].map((t) => normalizeQuantityText(t).toLowerCase())),
    ),
  ),
].sort();

/** A capital that makes another size of its lower-case letter: a prefix starting a word before a letter, or S. */
const sizeCapital = (s: string, i: number) =>
  s[i] === 'S' || (/[MPZY]/.test(s[i]!) && !/\p{L}/u.test(s[i - 1] ?? '') && /\p{L}/u.test(s[i + 1] ?? ''));

/** Each fold of a lower-case letter into a size capital beside a reading that keeps the letter: read before it, or after. */
function sizeFolds(): { before: string[]; after: string[] } {
  const before: string[] = [];
  const after: string[] = [];
  for (const typed of lowerCase) {
    const meanings = meaningsOf(catalogue, typed);
    const written = meanings.map((m) => spellings(m).filter((s) => s.toLowerCase() === typed));
    const folded = (s: string, i: number) => s[i] !== typed[i] && sizeCapital(s, i);
    // A reading that keeps the letter and folds none into a size capital itself.
    const keeps = (j: number, i: number) =>
      written[j]!.some((w) => w[i] === typed[i] && ![...w].some((_, k) => folded(w, k)));
    meanings.forEach((m, at) => {
      if (written[at]!.includes(typed)) return;
      for (const s of written[at]!) {
        for (let i = 0; i < typed.length; i++) {
          if (!folded(s, i)) continue;
          const keepers = meanings.flatMap((k, j) => (k.unit !== m.unit && keeps(j, i) ? [j] : []));
          if (keepers.length === 0) continue;
          const fold = `${typed} → ${s} (${m.category.id}.${m.unit.id})`;
          (keepers.every((j) => j < at) ? after : before).push(fold);
        }
      }
    });
  }
  return { before: [...new Set(before)], after: [...new Set(after)] };
}

describe('a lower-case letter read as a capital of another size', () => {
  const { before, after } = sizeFolds();

  it('comes after every reading that keeps the letter as typed', () => {
    // 'mw' is the milliwatt, 'ks' the kilosecond; the megawatt and the kilosiemens only where
    // nothing else reads ('5 gb to mb' is in megabytes, '5 mb' in millibars).
    expect(after).toEqual([
      'ks → kS (conductance.kilosiemens)',
      'ma → MA (current.megaampere)',
      'mb → MB (data_storage.megabyte)',
      'mb → Mb (data_storage.megabit)',
      'mbps → MBps (data_rate.megabyte_per_second)',
      'mc → MC (charge.megacoulomb)',
      'mh → MH (inductance.megahenry)',
      'mj → MJ (energy.megajoule)',
      'mj/m2 → MJ/m2 (heat_density.megajoule_per_square_meter)',
      'mj/m² → MJ/m² (heat_density.megajoule_per_square_meter)',
      'ml → ML (volume.megaliter)',
      'mlm → Mlm (luminous_flux.megalumen)',
      'mm → Mm (length.megameter)',
      'mn → MN (force.meganewton)',
      'mn m → MN m (torque.meganewton_meter)',
      'mnm → MNm (torque.meganewton_meter)',
      'mn·m → MN·m (torque.meganewton_meter)',
      'mohm → Mohm (resistance.megohm)',
      'mpa → MPa (pressure.megapascal)',
      'ms → Ms (time.megasecond)',
      'ms → mS (conductance.millisiemens)',
      'mt → Mt (weight.megatonne)',
      'mt → Mt (energy.megaton_of_tnt)',
      'mv → MV (voltage.megavolt)',
      'mv/m → MV/m (electric_field.megavolt_per_meter)',
      'mw → MW (power.megawatt)',
      'mω → MΩ (resistance.megohm)',
      'ns → nS (conductance.nanosiemens)',
      'pm → Pm (length.petameter)',
      'ps → PS (power.horsepower_metric)',
      's → S (time.svedberg)',
      's → S (conductance.siemens)',
      's/m → S/m (electric_conductivity.siemens_per_meter)',
      'st → St (kinematic_viscosity.stokes)',
      'us → uS (conductance.microsiemens)',
      'µs → µS (conductance.microsiemens)',
      'μs → μS (conductance.microsiemens)',
    ]);
  });

  it('stands before it only where the capital is no prefix of another size', () => {
    // The P of the pascal is the unit's own letter: 'pa' and 'kpa' are pascals, as people type them.
    expect(before).toEqual(['pa → Pa (pressure.pascal)', 'pa → Pa (sound_pressure_level.pascal)']);
  });

  it.each([
    ['5 mw', 'power.milliwatt'],
    ['5 mj', 'energy.millijoule'],
    ['5 mpa', 'sound_pressure_level.millipascal'],
    ['5 mn m', 'torque.newton_millimeter'],
    ['5 mt', 'magnetic_flux_density.millitesla'],
    ['5 ks', 'time.kilosecond'],
    // Where the lower-case reading makes no sense, the capital still reads.
    ['5 gb to mb', 'data_storage.megabyte'],
  ])('reads %j in %s', (text, unit) => {
    const c = readers.calculate(text);
    const part = c.ok ? (c.targeted ? c.parts[0] : c.source) : null;
    expect(part && `${part.unit.category.id}.${part.unit.unit.id}`).toBe(unit);
  });
});
