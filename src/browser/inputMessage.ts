/**
 * The sentence under a converter's field when its text cannot be read: shown once typing
 * pauses (the result itself is cleared at once), with an example that works, and, for a unit
 * of another category, a link to that category's converter carrying the typed value.
 */
import { exampleInput, quantityErrorMessage, type ParseUnit, type QuantityError } from '../core/quantity';
import { converterPath } from '../core/routes';
import { findUnitElsewhere } from './categoryUnits';

/** How long typing must pause before the message shows. */
export const MESSAGE_DELAY_MS = 800;

export interface InputMessage {
  text: string;
  link?: { href: string; label: string };
}

export interface MessageContext {
  categoryId: string;
  categoryName: string;
  units: readonly ParseUnit[];
}

/** The message for an error; a unit of another category is looked up in the search index. */
export async function inputMessage(error: QuantityError, typed: string, ctx: MessageContext): Promise<InputMessage> {
  const plain = { text: quantityErrorMessage(error, { categoryName: ctx.categoryName, example: exampleInput(ctx.units) }) };
  if (error.kind !== 'unknownUnit' || !error.term) return plain;
  const elsewhere = await findUnitElsewhere(error.term, ctx.categoryId);
  if (!elsewhere) return plain;
  const { category, unit } = elsewhere;
  return {
    text: `‘${error.term}’ is a unit of ${category.name.toLowerCase()} (${unit.name}), not of ${ctx.categoryName.toLowerCase()}.`,
    link: { href: converterPath(category.id, { value: typed, from: unit.id }), label: `Convert it in the ${category.name} converter` },
  };
}

/**
 * Drives a message box under an input: `show` schedules the message for when typing pauses,
 * `clear` removes it at once. The input gets aria-invalid while a message shows and is
 * described by the box throughout.
 */
export function messageBox(input: HTMLInputElement, box: HTMLElement) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ticket = 0;
  if (box.id && !(input.getAttribute('aria-describedby') ?? '').split(' ').includes(box.id)) input.setAttribute('aria-describedby', [input.getAttribute('aria-describedby'), box.id].filter(Boolean).join(' '));
  const clear = () => {
    clearTimeout(timer);
    ticket++;
    box.replaceChildren();
    box.hidden = true;
    input.removeAttribute('aria-invalid');
  };
  return {
    clear,
    show(message: () => Promise<InputMessage>) {
      clear();
      const mine = ticket;
      timer = setTimeout(() => {
        void message().then((m) => {
          if (mine !== ticket) return;
          box.replaceChildren(m.text);
          if (m.link) {
            const a = document.createElement('a');
            a.href = m.link.href;
            a.className = 'link underline';
            a.textContent = m.link.label;
            box.append(' ', a, '.');
          }
          box.hidden = false;
          input.setAttribute('aria-invalid', 'true');
        });
      }, MESSAGE_DELAY_MS);
    },
  };
}
