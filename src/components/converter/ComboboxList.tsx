import type { ReactNode } from 'react';

export interface ComboOption {
  key: string;
  label: string;
  /** The unit's symbol, shown muted after the label (read as '(ft)'). */
  symbol?: string;
  /** Shown muted after the symbol: a category or a system of measurement. */
  detail?: string;
  /** Heading of the group the option is listed under; consecutive options of one heading form a group. */
  group?: string;
}

interface Props {
  id: string;
  label: string | undefined;
  options: ComboOption[];
  active: number;
  expanded: boolean;
  note?: string;
  emptyText?: string;
  onPick(option: ComboOption): void;
}

export const optionId = (id: string, i: number) => `${id}-opt-${i}`;
export const noteId = (id: string) => `${id}-note`;

const MUTED = 'text-sm text-gray-600 dark:text-gray-400';

function Option({
  id,
  option,
  index,
  active,
  onPick,
}: {
  id: string;
  option: ComboOption;
  index: number;
  active: boolean;
  onPick(o: ComboOption): void;
}) {
  const aside = option.symbol || option.detail;
  return (
    <div
      id={optionId(id, index)}
      role="option"
      aria-selected={active}
      className={`flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 px-3 py-1.5 ${active ? 'bg-blue-100 dark:bg-[#263548]' : 'hover:bg-gray-100 dark:hover:bg-[#3a3a3a]'}`}
      onPointerDown={(e) => e.preventDefault()}
      onClick={() => onPick(option)}
    >
      {/* A long detail wraps under the name rather than squeezing it. */}
      <span className="min-w-0">{option.label}</span>
      {aside && (
        <span className={`ml-auto text-right ${MUTED}`}>
          {option.symbol && (
            <>
              <span className="sr-only"> (</span>
              {option.symbol}
              <span className="sr-only">)</span>
            </>
          )}
          {option.detail && (
            <>
              {option.symbol ? ' · ' : <span className="sr-only"> · </span>}
              {option.detail}
            </>
          )}
        </span>
      )}
    </div>
  );
}

/**
 * The popup of a Combobox: an optional note (what a typed word can mean, read through the input's
 * aria-describedby and a live region), then the listbox, its options in groups under headings
 * where they have one. Option ids follow the flat option order, so the arrow keys cross groups.
 */
export default function ComboboxList({
  id,
  label,
  options,
  active,
  expanded,
  note,
  emptyText,
  onPick,
}: Props) {
  const sections: { group: string | undefined; items: { option: ComboOption; index: number }[] }[] = [];
  options.forEach((option, index) => {
    const last = sections[sections.length - 1];
    if (last && last.group === option.group) last.items.push({ option, index });
    else sections.push({ group: option.group, items: [{ option, index }] });
  });
  const render = (items: { option: ComboOption; index: number }[]): ReactNode =>
    items.map(({ option, index }) => (
      <Option
        key={option.key}
        id={id}
        option={option}
        index={index}
        active={index === active}
        onPick={onPick}
      />
    ));

  return (
    <div hidden={!expanded} className="combo-popup">
      <p
        id={noteId(id)}
        aria-live="polite"
        className={
          note && expanded ? `border-b border-gray-200 px-3 py-2 dark:border-line-dark ${MUTED}` : 'sr-only'
        }
      >
        {expanded ? note : ''}
      </p>
      <div id={`${id}-list`} role="listbox" aria-label={label} className="combo-list">
        {expanded &&
          sections.map((s, n) =>
            s.group === undefined ? (
              render(s.items)
            ) : (
              <div key={`${s.group}-${n}`} role="group" aria-labelledby={`${id}-grp-${n}`}>
                <div
                  id={`${id}-grp-${n}`}
                  role="presentation"
                  className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-400"
                >
                  {s.group}
                </div>
                {render(s.items)}
              </div>
            ),
          )}
        {expanded && options.length === 0 && emptyText && (
          <div role="option" aria-disabled="true" aria-selected="false" className={`px-3 py-1.5 ${MUTED}`}>
            {emptyText}
          </div>
        )}
      </div>
    </div>
  );
}
