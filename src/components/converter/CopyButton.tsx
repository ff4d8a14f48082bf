import { useEffect, useState } from 'react';

interface Props {
  /** The result as copied: the plain number and the to-unit's symbol, or the mixed-unit text. */
  text: string;
  link(): string;
  disabled: boolean;
  /** Called on either copy: the visitor has used this conversion. */
  onCopy?(): void;
}

/**
 * Copy result and Copy link (the permalink of the conversion), each confirmed for 2 seconds.
 * Compact, to sit beside the answer.
 */
export default function CopyButton({ text, link, disabled, onCopy }: Props) {
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 2000);
    return () => clearTimeout(timer);
  }, [notice]);

  async function copy(value: string, shown: string) {
    onCopy?.();
    try {
      await navigator.clipboard.writeText(value);
      setNotice({ ok: true, text: shown });
    } catch {
      setNotice({ ok: false, text: shown });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="btn-primary px-3 py-1.5 text-sm"
        onClick={() => copy(text, text)}
        disabled={disabled || text === ''}
      >
        Copy<span className="sr-only"> result</span>
      </button>
      <button
        type="button"
        className="btn-secondary px-3 py-1.5 text-sm"
        onClick={() => copy(link(), 'link')}
      >
        Copy link
      </button>
      <p aria-live="polite" role="status" className="basis-full text-sm" data-testid="copy-notice">
        {notice?.ok && (
          <>
            <strong>Copied to clipboard</strong> {notice.text}
          </>
        )}
        {notice && !notice.ok && 'Your browser did not allow copying; select the result to copy it.'}
      </p>
    </div>
  );
}
