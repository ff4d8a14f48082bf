/**
 * A local stand-in for the display-ads and ad-network scripts, for Chromium tests only. Built
 * (under /test-ads/) only when PUBLIC_ADS_* point there; never a real provider.
 */
import { ads } from '../core/site';

export const STAND_IN_PREFIX = '/test-ads/js/';

/** 'stand-in.js' when the URL is a stand-in on this machine (relative, localhost or 127.0.0.1); else null. */
function standInFile(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return null;
  }
  if (!['localhost', '127.0.0.1'].includes(parsed.hostname) || !parsed.pathname.startsWith(STAND_IN_PREFIX))
    return null;
  const file = parsed.pathname.slice(STAND_IN_PREFIX.length);
  return /^[a-z0-9-]+\.js$/.test(file) ? file : null;
}

/** The stand-in files the current ads configuration asks for: name → script text. */
export function standInScripts(): Record<string, string> {
  const out: Record<string, string> = {};
  if (!ads.enabled) return out;
  const display = standInFile(ads.scriptUrl);
  if (display) {
    out[display] = `(function () {
  window.__standInDisplayRuns = (window.__standInDisplayRuns || 0) + 1;
  var queue = window.adQueue || [];
  var slots = document.querySelectorAll('ins[data-ad-position]');
  for (var i = 0; i < slots.length && i < queue.length; i++) { slots[i].setAttribute('data-ad-status', 'filled'); slots[i].textContent = 'Stand-in ad'; }
})();
`;
  }
  const network = standInFile(ads.networkScriptUrl);
  if (network) {
    out[network] = 'window.__standInNetworkRuns = (window.__standInNetworkRuns || 0) + 1;\n';
  }
  return out;
}

/** The fixture page with all three slots exists only when the stand-in is configured. */
export function standInConfigured(): boolean {
  return Object.keys(standInScripts()).length > 0;
}
