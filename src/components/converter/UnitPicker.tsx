import { memo, useMemo, useState } from 'react';
import type { UnitRecord } from '../../core/types';
import { loadUnitSearch } from '../../browser/categoryUnits';
import { groupUnits, meaningDetail, meaningsNote } from '../../core/unitGroups';
import Combobox, { type ComboOption } from './Combobox';

interface Props {
  id: string;
  label: string;
  units: readonly UnitRecord[];
  /** Unit ids listed first under 'Common', in order. */
  common?: readonly string[];
  selectedId: string;
  onSelect(unitId: string): void;
  describedBy?: string;
  invalid?: boolean;
}

const toOption = (u: UnitRecord, group?: string): ComboOption => ({
  key: u.id,
  label: u.name,
  symbol: u.symbol,
  group,
});

/**
 * A unit picker: a searchable combobox over one category's units. The field shows the picked
 * unit's whole name (its value) and symbol; opened, it lists the common units, then the rest by
 * system of measurement. Typing narrows it to the best matches (at most 8), and a word that
 * names several units ('gallon') gets a note saying which, with their symbol and system. The
 * search loads when the field is first used.
 */
function UnitPicker({ id, label, units, common, selectedId, onSelect, describedBy, invalid }: Props) {
  const selected = units.find((u) => u.id === selectedId);
  const selectedName = selected?.name ?? selectedId;
  const [text, setText] = useState(selectedName);
  // A new selection (a unit change, a restored entry, a category switch) replaces the text in
  // the same render, so the field never shows the previous unit beside the new category.
  const [textFor, setTextFor] = useState(selectedName);
  if (textFor !== selectedName) {
    setTextFor(selectedName);
    setText(selectedName);
  }
  const browsing = text.trim() === '' || text === selectedName;
  const [search, setSearch] = useState<Awaited<ReturnType<typeof loadUnitSearch>> | null>(null);
  const loadSearch = () =>
    void loadUnitSearch().then(
      (m) => setSearch(() => m),
      () => undefined,
    );

  const { options, note } = useMemo(() => {
    if (browsing)
      return {
        options: groupUnits(units, common).flatMap((g) => g.units.map((u) => toOption(u, g.label))),
        note: undefined,
      };
    if (!search) return { options: [], note: undefined };
    const meanings = search.unitsNamedIn(units, text);
    const options = search
      .searchUnits(units, text)
      .map((m) =>
        meanings.includes(m.unit)
          ? { ...toOption(m.unit), symbol: undefined, detail: meaningDetail(m.unit) }
          : toOption(m.unit),
      );
    return {
      options,
      note:
        meanings.length > 0
          ? meaningsNote(
              text,
              meanings.map((u) => u.name),
            )
          : undefined,
    };
  }, [browsing, search, text, units, common]);

  return (
    <Combobox
      id={id}
      label={label}
      text={text}
      onTextChange={setText}
      options={options}
      note={note}
      shown={{ name: selectedName, symbol: selected?.symbol }}
      onPick={(o) => {
        setText(units.find((u) => u.id === o.key)?.name ?? o.key);
        onSelect(o.key);
      }}
      onDismiss={() => setText(selectedName)}
      onActivate={loadSearch}
      onEnter={() => {
        if (search) return false;
        // Enter before the search has loaded picks the best match once it has.
        const typed = text;
        void loadUnitSearch().then(
          (m) => {
            const best = m.searchUnits(units, typed)[0]?.unit;
            setText(best?.name ?? selectedName);
            if (best) onSelect(best.id);
          },
          () => setText(selectedName),
        );
        return true;
      }}
      describedBy={describedBy}
      invalid={invalid}
      emptyText={search ? 'No matching units' : 'Loading units…'}
    />
  );
}

/** Drawn again only when what it shows changes, not on every key typed in the box. */
export default memo(UnitPicker);
