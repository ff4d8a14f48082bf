import { useEffect, useMemo } from 'react';
import type { ConverterView, Model } from '../../browser/converterModel';
import { permalinkOf } from '../../browser/converterPermalink';

/** How long the address waits for typing to pause before it is rewritten. */
const ADDRESS_DELAY_MS = 300;

interface PermalinkOptions {
  restored: boolean;
  readQuery: boolean;
}

/**
 * Keeps the page's address on the converter's permalink (converterPermalink says what it is).
 * Rewritten once typing pauses (rewriting the address costs a millisecond or more, and browsers
 * throttle it), or at once when the visitor leaves before that.
 */
export function usePermalink(model: Model, v: ConverterView, { restored, readQuery }: PermalinkOptions) {
  const { path, kept, awayFrom } = useMemo(() => permalinkOf(model, v), [model, v]);
  useEffect(() => {
    if (!restored || !readQuery || !kept || !path) return;
    const rewrite = () => {
      try {
        if (`${window.location.pathname}${window.location.search}` !== path)
          history.replaceState(history.state, '', path);
      } catch {
        // an address the browser refuses to rewrite keeps working unchanged
      }
    };
    const timer = setTimeout(rewrite, ADDRESS_DELAY_MS);
    window.addEventListener('pagehide', rewrite);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', rewrite);
    };
  }, [restored, readQuery, path, kept]);
  return {
    href: (): string => (path ? new URL(path, window.location.origin).href : window.location.href),
    awayFrom,
  };
}
