/**
 * Ads when configured at build time (off otherwise). Browser code: the two globals at start
 * (window.__adScriptLoaded = false, window.adQueue), one push per slot, and the display-ads and
 * ad-network scripts inserted once per page, one second after the load event.
 * With ads off nothing of this is on the page (AdSlot renders nothing).
 */
export interface AdsRuntimeConfig {
  client: string;
  scriptUrl: string;
  networkScriptUrl: string;
}

export interface AdWindow {
  __adScriptLoaded?: boolean;
  /** One entry per slot; also exposed as window.adsbygoogle for AdSense-style scripts. */
  adQueue?: unknown[];
  adsbygoogle?: unknown[];
  __adScriptsScheduled?: boolean;
}

export const AD_SCRIPT_DELAY_MS = 1000;

/** The display-ads URL with the client id as its query (AdSense-style `?client=`). */
export function displayScriptSrc(config: AdsRuntimeConfig): string {
  const sep = config.scriptUrl.includes('?') ? '&' : '?';
  return `${config.scriptUrl}${sep}client=${encodeURIComponent(config.client)}`;
}

function insertScript(doc: Document, src: string, kind: string, onload?: () => void): void {
  if (doc.querySelector(`script[data-ad-script="${kind}"]`)) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.crossOrigin = 'anonymous';
  script.dataset.adScript = kind;
  if (onload) script.addEventListener('load', onload, { once: true });
  doc.head.appendChild(script);
}

export function startAds(
  win: Window & AdWindow,
  config: AdsRuntimeConfig,
  delayMs = AD_SCRIPT_DELAY_MS,
): void {
  if (!config.client || !config.scriptUrl) return;
  const doc = win.document;
  if (win.__adScriptLoaded === undefined) win.__adScriptLoaded = false;
  const queue = (win.adQueue = win.adQueue ?? []);
  win.adsbygoogle = queue;
  for (const slot of doc.querySelectorAll<HTMLElement>('ins[data-ad-position]:not([data-ad-pushed])')) {
    slot.dataset.adPushed = 'true';
    queue.push({});
  }
  if (win.__adScriptsScheduled) return;
  win.__adScriptsScheduled = true;
  const insertLater = () =>
    win.setTimeout(() => {
      insertScript(doc, displayScriptSrc(config), 'display', () => {
        win.__adScriptLoaded = true;
      });
      if (config.networkScriptUrl) insertScript(doc, config.networkScriptUrl, 'network');
    }, delayMs);
  if (doc.readyState === 'complete') insertLater();
  else win.addEventListener('load', insertLater, { once: true });
}
