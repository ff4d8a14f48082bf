import { useEffect, useState } from 'react';

/** Copies '<value> <to unit>' and shows 'Copied to clipboard' with it for 2 seconds. */
export default function CopyButton({ text, disabled }: { text: string; disabled: boolean }) {
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 2000);
    return () => clearTimeout(timer);
  }, [notice]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setNotice({ ok: true, text });
    } catch {
      setNotice({ ok: false, text });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className="btn-primary" onClick={copy} disabled={disabled || text === ''}>Copy result</button>
      <p aria-live="polite" role="status" className="text-sm" data-testid="copy-notice">
        {notice?.ok && <><strong>Copied to clipboard</strong> {notice.text}</>}
        {notice && !notice.ok && 'Your browser did not allow copying; select the result to copy it.'}
      </p>
    </div>
  );
}
