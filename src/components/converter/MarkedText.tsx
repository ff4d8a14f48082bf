/**
 * Typed text with the part a diagnostic points at marked: shown under a box whose text cannot
 * be read (the converter's value box, a calculator line), above the sentence saying why.
 */
export default function MarkedText({ text, start, end }: { text: string; start: number; end: number }) {
  if (end <= start || start >= text.length) return null;
  return (
    <span
      className="mb-0.5 block font-mono text-sm whitespace-pre-wrap break-all"
      aria-hidden="true"
      data-testid="marked-text"
    >
      {text.slice(0, start)}
      <mark className="rounded-sm bg-red-100 px-0.5 text-red-800 dark:bg-red-900/60 dark:text-red-100">
        {text.slice(start, end)}
      </mark>
      {text.slice(end)}
    </span>
  );
}
