import { memo, useRef, type KeyboardEvent } from 'react';

interface Props {
  tabs: readonly { id: string; name: string }[];
  active: string;
  panelId: string;
  onSelect(id: string): void;
}

export const tabId = (id: string) => `category-tab-${id}`;

/**
 * The home page's category chooser (WAI-ARIA tabs, automatic activation): the active tab is
 * highlighted and is the only one in the tab order; arrow keys, Home and End move between tabs.
 * Every tab stays in view: on phones they stand three to a row (the .tab-row style), from the
 * small breakpoint up on one line.
 */
function CategoryTabs({ tabs, active, panelId, onSelect }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const activeIndex = Math.max(
    0,
    tabs.findIndex((t) => t.id === active),
  );

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const last = tabs.length - 1;
    // From the focused tab: a tab chosen whose category is still loading has the focus already.
    const focused = tabs.findIndex((t) => tabId(t.id) === document.activeElement?.id);
    const from = focused >= 0 ? focused : activeIndex;
    const moves: Record<string, number> = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: last };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    const index = target > last ? 0 : target < 0 ? last : target;
    const tab = tabs[index]!;
    onSelect(tab.id);
    list.current?.querySelector<HTMLButtonElement>(`#${tabId(tab.id)}`)?.focus();
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label="Unit categories"
      onKeyDown={onKeyDown}
      className="tab-row mb-4"
    >
      {tabs.map((t) => {
        const selected = t.id === active;
        return (
          <button
            key={t.id}
            id={tabId(t.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(t.id)}
            className="tab"
          >
            {t.name}
          </button>
        );
      })}
    </div>
  );
}

/** Drawn again only when what it shows changes, not on every key typed in the box. */
export default memo(CategoryTabs);
