import { useEffect, useState } from 'react';

/**
 * Copy result (the plain number and the to-unit's symbol) and Copy link (the permalink of
 * the conversion), each confirmed for 2 seconds.
 */
export default function CopyButton({ text, link, disabled }: { text: string; link(): string; disabled: boolean }) {
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 2000);
    return () => clearTimeout(timer);
  }, [notice]);

  async function copy(value: string, shown: string) {
    try {
      await navigator.clipboard.writeText(value);
      setNotice({ ok: true, text: shown });
    } catch {
      setNotice({ ok: false, text: shown });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className="btn-primary" onClick={() => copy(text, text)} disabled={disabled || text === ''}>Copy result</button>
      <button type="button" className="btn-secondary" onClick={() => copy(link(), 'link')}>Copy link</button>
      <p aria-live="polite" role="status" className="text-sm" data-testid="copy-notice">
        {notice?.ok && <><strong>Copied to clipboard</strong> {notice.text}</>}
        {notice && !notice.ok && 'Your browser did not allow copying; select the result to copy it.'}
      </p>
    </div>
  );
}
