import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import ComboboxList, { noteId, optionId, type ComboOption } from './ComboboxList';
import { answerPart } from './answerParts';
import { cleanText } from '../../core/inputText';

export type { ComboOption } from './ComboboxList';

interface Props {
  id: string;
  label: ReactNode;
  text: string;
  onTextChange(text: string): void;
  options: ComboOption[];
  onPick(option: ComboOption): void;
  /** Called when the list closes without a pick (Escape, Tab, outside click). */
  onDismiss?(): void;
  /** Called on Enter when no option is picked (a search box's typed query); true closes the list (Enter was taken). */
  onEnter?(): boolean | void;
  /** Called the first time the box gets focus or input (to load data lazily). */
  onActivate?(): void;
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
  emptyText?: string;
  /** Shown above the options while the list is open (what a typed word can mean). */
  note?: string;
  /**
   * What the field shows while it is not being typed in (the picked unit's muted symbol and its
   * name), drawn over the input and wrapped onto two lines at most (an input holds one line);
   * a longer name ends in '…', whole in the list and in the input's value. Focused, the input's
   * own text shows instead.
   */
  shown?: { name: string; symbol?: string };
  /** Label classes; the label is visually hidden unless given. */
  labelClassName?: string;
  /** Wrapper classes (its width); the field fills it. */
  className?: string;
  /** A chevron at the end of the field (a picker that lists options before anything is typed). Default true. */
  chevron?: boolean;
}

const PAGE = 8;

/** A down chevron: the field opens a list. */
function Chevron() {
  // Drawn by CSS (the same chevron as the site's drop-down selects): no SVG markup in every page.
  return <span aria-hidden="true" className="combo-chevron" />;
}

/**
 * An editable combobox with a list popup (WAI-ARIA APG "combobox with listbox popup"): opens on
 * focus, a click anywhere on the field, or typing; ArrowUp/ArrowDown move (wrapping),
 * PageUp/PageDown move 8, Enter picks, Escape closes, a click outside closes. The field fills
 * its wrapper, shows what was picked in full (`shown`) and a chevron at its end.
 */
export default function Combobox(props: Props) {
  const { id, text, options, onPick } = props;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // Escape puts a picker's unit name back; the name stays selected, so typing replaces it.
  const [escaped, setEscaped] = useState(0);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(e.target as Node)) dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  useEffect(() => {
    const option = active >= 0 ? document.getElementById(optionId(id, active)) : null;
    // The first option of a group brings its heading into view too.
    if (option?.previousElementSibling?.getAttribute('role') === 'presentation')
      option.previousElementSibling.scrollIntoView({ block: 'nearest' });
    option?.scrollIntoView({ block: 'nearest' });
  });

  useEffect(() => {
    if (escaped > 0 && document.activeElement === input.current) input.current?.select();
  }, [escaped]);

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
        if (props.onEnter() === true) {
          setOpen(false);
          setActive(-1);
        }
      }
    } else if (e.key === 'Escape') {
      if (open) e.preventDefault();
      if (props.onDismiss) setEscaped((n) => n + 1);
      dismiss();
    } else if (e.key === 'Tab') {
      if (open) dismiss();
    } else if (open && (e.key === 'PageDown' || e.key === 'PageUp') && last >= 0) {
      e.preventDefault();
      setActive(e.key === 'PageDown' ? Math.min(last, active + PAGE) : Math.max(0, active - PAGE));
    }
  }

  const expanded = open && (options.length > 0 || Boolean(props.emptyText && text.trim()));
  const note = expanded ? props.note : undefined;
  const describedBy =
    [props.describedBy, note ? noteId(id) : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div ref={wrapper} className={`relative min-w-0 ${props.className ?? 'w-full'}`}>
      <label htmlFor={id} className={props.labelClassName ?? 'sr-only'}>
        {props.label}
      </label>
      {/* One grid cell holds the input, what it shows and the chevron: the shown name sets the height. */}
      <div className="combo-field">
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          className={props.shown ? 'field combo-input' : 'field'}
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded && options[active] ? optionId(id, active) : undefined}
          aria-describedby={describedBy}
          aria-invalid={props.invalid || undefined}
          placeholder={props.placeholder}
          value={text}
          onFocus={(e) => {
            e.currentTarget.select();
            show();
          }}
          onClick={() => {
            if (!open) show();
          }}
          onChange={(e) => {
            props.onTextChange(cleanText(e.target.value));
            show(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={(e) => {
            if (open && !wrapper.current?.contains(e.relatedTarget as Node | null)) dismiss();
          }}
        />
        {/* Drawn over the input and let clicks through to it, so the whole field opens the list.
            Hidden from assistive technology: the input's value names the unit. */}
        {props.shown && (
          <span className="combo-face" aria-hidden="true">
            {props.shown.symbol && (
              <span className="muted combo-symbol" data-testid="unit-symbol" {...answerPart('symbol')}>
                {props.shown.symbol}
              </span>
            )}
            {/* A space: the name may wrap after the symbol. */}{' '}
            <span className="combo-name">{props.shown.name}</span>
          </span>
        )}
        {props.chevron !== false && <Chevron />}
      </div>
      <ComboboxList
        id={id}
        label={typeof props.label === 'string' ? props.label : undefined}
        options={options}
        active={active}
        expanded={expanded}
        note={note}
        emptyText={props.emptyText}
        onPick={pick}
      />
    </div>
  );
}
