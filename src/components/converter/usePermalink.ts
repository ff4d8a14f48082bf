import { useEffect } from 'react';
import { exactValueText } from '../../core/quantityResult';
import { converterPath, pairPath, permalinkQuery } from '../../core/routes';
import { prefsQuery } from '../../browser/displayPrefs';
import type { ConverterView, Model } from '../../browser/converterModel';
import type { ConverterPreset } from './useConverter';

/** How long the address waits for typing to pause before it is rewritten. */
const ADDRESS_DELAY_MS = 300;

interface PermalinkOptions {
  restored: boolean;
  readQuery: boolean;
  preset?: ConverterPreset;
}

/** What the permalink carries as its value: a question's amount (its units are in the link), else the text as typed. */
function linkValue(model: Model, v: ConverterView): string {
  const { typed, from, amount } = v.answer;
  if (v.status === 'answer' && typed.kind === 'value' && typed.typedUnit && from)
    return amount ?? `${exactValueText(typed.value)} ${typed.unit.symbol}`.trim();
  return model.text.trim();
}

/**
 * The address of the page always reproduces what it shows. A pair page keeps its own address
 * while it shows its pair (its preset text, the page's default, left out); other units are the
 * converter page's. Rewritten once typing pauses (rewriting the address costs a millisecond or
 * more, and browsers throttle it), or at once when the visitor leaves before that.
 */
export function usePermalink(
  model: Model,
  v: ConverterView,
  { restored, readQuery, preset }: PermalinkOptions,
) {
  const { conv, prefs } = model;
  const category = v.category;
  const onPresetPair = preset !== undefined && conv.fromUnit === preset.from && conv.toUnit === preset.to;
  const value = linkValue(model, v);
  const path = !category
    ? null
    : onPresetPair
      ? `${pairPath(category, conv.fromUnit, conv.toUnit)}${permalinkQuery({ value: value && value !== preset.text ? value : undefined, ...prefsQuery({ ...prefs, mix: v.compositions.some((c) => c.key === prefs.mix) ? prefs.mix : '' }) })}`
      : converterPath(category, {
          value: value || undefined,
          from: conv.fromUnit,
          to: conv.toUnit,
          ...prefsQuery(prefs),
        });
  useEffect(() => {
    if (!restored || !readQuery || !path) return;
    if (preset && !onPresetPair) return;
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
  }, [restored, readQuery, path, preset, onPresetPair]);
  return {
    href: (): string => (path ? new URL(path, window.location.origin).href : window.location.href),
    /** A pair page whose converter shows another pair: the page's own pair, and the shown pair's page. */
    awayFrom:
      preset && !onPresetPair && category
        ? { preset, pairHref: pairPath(category, conv.fromUnit, conv.toUnit) }
        : null,
  };
}
