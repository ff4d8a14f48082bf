import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { searchBoxWidth } from '../../browser/unitSearch';

export interface ComboOption {
  key: string;
  label: string;
  /** Shown after the label in a muted colour (a category name). */
  detail?: string;
  /** Marks the option '??' (another unit's name or symbol contains this one's). */
  ambiguous?: boolean;
}

interface Props {
  id: string;
  label: ReactNode;
  text: string;
  onTextChange(text: string): void;
  options: ComboOption[];
  onPick(option: ComboOption): void;
  /** Called when the list closes without a pick (Escape, Tab, outside click). */
  onDismiss?(): void;
  /** Called on Enter when no option is picked (a search box's typed query). */
  onEnter?(): void;
  /** Called the first time the box gets focus or input (to load data lazily). */
  onActivate?(): void;
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
  emptyText?: string;
  /** Label classes; the label is visually hidden unless given. */
  labelClassName?: string;
}

/**
 * An editable combobox with a list popup (WAI-ARIA APG "combobox with listbox popup"):
 * opens on focus or typing, ArrowUp/ArrowDown/Home/End move, Enter picks, Escape closes,
 * a click outside closes. Width follows the text: 8 px per character + 16, at least 150 px.
 */
export default function Combobox(props: Props) {
  const { id, text, options, onPick } = props;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wrapper = useRef<HTMLDivElement>(null);
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(e.target as Node)) dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  // Width through the CSSOM, not a style attribute: the site's CSP forbids inline styles.
  useEffect(() => {
    if (wrapper.current) wrapper.current.style.width = `${searchBoxWidth(text)}px`;
  }, [text]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  function show(index = -1) {
    props.onActivate?.();
    setOpen(true);
    setActive(index);
  }
  function dismiss() {
    setOpen(false);
    setActive(-1);
    props.onDismiss?.();
  }
  function pick(option: ComboOption) {
    setOpen(false);
    setActive(-1);
    onPick(option);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open || e.altKey) return show(open ? active : e.key === 'ArrowDown' ? 0 : last);
      if (last < 0) return;
      setActive(e.key === 'ArrowDown' ? (active >= last ? 0 : active + 1) : active <= 0 ? last : active - 1);
    } else if (e.key === 'Enter') {
      if (open && active >= 0 && options[active]) {
        e.preventDefault();
        pick(options[active]);
      } else if (props.onEnter) {
        e.preventDefault();
        props.onEnter();
      }
    } else if (e.key === 'Escape') {
      if (open) e.preventDefault();
      dismiss();
    } else if (e.key === 'Tab') {
      if (open) dismiss();
    } else if (open && (e.key === 'PageDown' || e.key === 'PageUp') && last >= 0) {
      e.preventDefault();
      setActive(e.key === 'PageDown' ? last : 0);
    }
  }

  const expanded = open && (options.length > 0 || Boolean(props.emptyText && text.trim()));
  return (
    <div ref={wrapper} className="relative w-[150px] max-w-full">
      <label htmlFor={id} className={props.labelClassName ?? 'sr-only'}>{props.label}</label>
      <input
        id={id}
        type="text"
        role="combobox"
        className="field px-2"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={props.describedBy}
        aria-invalid={props.invalid || undefined}
        placeholder={props.placeholder}
        value={text}
        onFocus={(e) => { e.currentTarget.select(); show(); }}
        onClick={() => { if (!open) show(); }}
        onChange={(e) => { props.onTextChange(e.target.value); show(0); }}
        onKeyDown={onKeyDown}
        onBlur={(e) => { if (open && !wrapper.current?.contains(e.relatedTarget as Node | null)) dismiss(); }}
      />
      <ul id={listId} role="listbox" aria-label={typeof props.label === 'string' ? props.label : undefined} hidden={!expanded}
        className="absolute left-0 z-30 mt-1 max-h-72 min-w-full w-max max-w-[min(90vw,28rem)] overflow-auto rounded-md border border-gray-300 bg-white py-1 shadow-lg dark:border-line-dark dark:bg-card-dark">
        {expanded && options.map((o, i) => (
          <li key={o.key} id={optionId(i)} role="option" aria-selected={i === active}
            className={`cursor-pointer px-3 py-1.5 ${i === active ? 'bg-blue-100 dark:bg-[#263548]' : 'hover:bg-gray-100 dark:hover:bg-[#3a3a3a]'}`}
            onPointerDown={(e) => e.preventDefault()}
            onClick={() => pick(o)}>
            {o.label}
            {o.ambiguous && <span className="ml-1 text-sm text-amber-800 dark:text-amber-300" title="Another unit's name or symbol contains this one's">??<span className="sr-only"> (ambiguous)</span></span>}
            {o.detail && <span className="ml-2 text-sm text-gray-600 dark:text-gray-400">{o.detail}</span>}
          </li>
        ))}
        {expanded && options.length === 0 && props.emptyText && <li role="option" aria-disabled="true" aria-selected="false" className="px-3 py-1.5 text-gray-600 dark:text-gray-400">{props.emptyText}</li>}
      </ul>
    </div>
  );
}
