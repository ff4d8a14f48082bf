import { useEffect, useMemo, useState } from 'react';
import type { UnitRecord } from '../../core/types';
import { searchUnits } from '../../browser/unitSearch';
import Combobox, { type ComboOption } from './Combobox';

interface Props {
  id: string;
  label: string;
  units: readonly UnitRecord[];
  ambiguous: ReadonlySet<string>;
  selectedId: string;
  onSelect(unitId: string): void;
  describedBy?: string;
  invalid?: boolean;
}

const toOption = (u: UnitRecord, ambiguous: ReadonlySet<string>): ComboOption => ({ key: u.id, label: `${u.name} (${u.symbol})`, ambiguous: ambiguous.has(u.id) });

/**
 * A unit picker: a searchable combobox over one category's units. It shows the picked
 * unit's name; focusing it lists every unit, typing narrows the list by the search rules
 * (at most 8 matches), and picking fills the box with the unit's name.
 */
export default function UnitPicker({ id, label, units, ambiguous, selectedId, onSelect, describedBy, invalid }: Props) {
  const selectedName = units.find((u) => u.id === selectedId)?.name ?? selectedId;
  const [text, setText] = useState(selectedName);
  useEffect(() => setText(selectedName), [selectedName]);

  const options = useMemo(() => {
    const browsing = text.trim() === '' || text === selectedName;
    return browsing ? units.map((u) => toOption(u, ambiguous)) : searchUnits(units, text, ambiguous).map((m) => toOption(m.unit, ambiguous));
  }, [text, selectedName, units, ambiguous]);

  return (
    <Combobox
      id={id}
      label={label}
      text={text}
      onTextChange={setText}
      options={options}
      onPick={(o) => {
        setText(units.find((u) => u.id === o.key)?.name ?? o.key);
        onSelect(o.key);
      }}
      onDismiss={() => setText(selectedName)}
      describedBy={describedBy}
      invalid={invalid}
      emptyText="No matching units"
    />
  );
}
