/**
 * A message box under an input: `show` schedules a message for when typing pauses, `clear`
 * removes it at once. The message itself is computed lazily (see inputMessage.ts).
 */
import type { InputMessage, MessageContext } from './inputMessage';
import type { Diagnostic } from '../core/quantity';

/** How long typing must pause before the message shows. */
export const MESSAGE_DELAY_MS = 800;

/** The input gets aria-invalid while a message shows and is described by the box throughout. */
export function messageBox(input: HTMLInputElement, box: HTMLElement) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ticket = 0;
  if (box.id && !(input.getAttribute('aria-describedby') ?? '').split(' ').includes(box.id))
    input.setAttribute(
      'aria-describedby',
      [input.getAttribute('aria-describedby'), box.id].filter(Boolean).join(' '),
    );
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

/** The message for an error, with its module loaded on first need. */
export function lazyInputMessage(
  error: Diagnostic,
  typed: string,
  ctx: MessageContext,
): Promise<InputMessage> {
  return import('./inputMessage').then((m) => m.inputMessage(error, typed, ctx));
}
