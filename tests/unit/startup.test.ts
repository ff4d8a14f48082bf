import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { builtValueFocusScript, starterScript } from '../../src/build-time/inlineScripts';
import { whenPainted } from '../../src/components/startup/whenPainted';
import { replayClick, whenReached } from '../../src/components/startup/whenReached';

/** A PerformanceObserver that reports what the test says, as the browser would. */
class FakeObserver {
  static supportedEntryTypes = ['paint', 'element'];
  static last: FakeObserver | null = null;
  observed: unknown = null;
  disconnected = false;
  constructor(readonly callback: (list: { getEntries: () => unknown[] }) => void) {
    FakeObserver.last = this;
  }
  observe(options: unknown) {
    this.observed = options;
  }
  disconnect() {
    this.disconnected = true;
  }
  report(...entries: unknown[]) {
    this.callback({ getEntries: () => entries });
  }
}

describe('whenPainted', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once, in a task of its own, after the first contentful paint', () => {
    const then = vi.fn();
    whenPainted(then);
    FakeObserver.last!.report({ name: 'first-paint' });
    vi.advanceTimersByTime(0);
    expect(then).not.toHaveBeenCalled();
    FakeObserver.last!.report({ name: 'first-contentful-paint' });
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
    expect(FakeObserver.last!.disconnected).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for an element to paint when given one (Element Timing), marked to be timed until then', () => {
    const then = vi.fn();
    const attributes = new Map<string, string>();
    const element = {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
    } as unknown as Element;
    whenPainted(then, element);
    expect(FakeObserver.last!.observed).toEqual({ type: 'element', buffered: true });
    expect(attributes.get('elementtiming')).toBe('painted-part');
    FakeObserver.last!.report({ name: 'first-contentful-paint', identifier: 'other' });
    vi.advanceTimersByTime(0);
    expect(then).not.toHaveBeenCalled();
    FakeObserver.last!.report({ identifier: 'painted-part' });
    // The element is as it was built again before anything runs after its paint.
    expect(attributes.has('elementtiming')).toBe(false);
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs after 3 s at the latest, when no paint is reported (a page loaded hidden)', () => {
    const then = vi.fn();
    whenPainted(then);
    vi.advanceTimersByTime(2999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // The task of its own, queued then.
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs after two frames where paints are not reported', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
    const then = vi.fn();
    whenPainted(then);
    frames.shift()!();
    frames.shift()!();
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe("the layout's starter", () => {
  it('is built from its module into one classic script, with nothing left to import', () => {
    const script = starterScript();
    expect(script).not.toMatch(/\bimport\b|\bexport\b|<\/script/i);
    expect(script).toContain('template[data-after="paint"]');
    expect(script).toContain('first-contentful-paint');
    expect(script.length).toBeLessThan(1500);
  });
});

describe("the built value's focus rule", () => {
  it('is one classic script that applies the rule to the whole document', () => {
    const script = builtValueFocusScript();
    expect(script).not.toMatch(/\bimport\b|\bexport\b|<\/script/i);
    expect(script).toContain('.conv-from-value, .conv-to-value');
    expect(script).toContain('(document)');
    // Every pair page carries it: it must stay small.
    expect(script.length).toBeLessThan(600);
  });
});

/** A converter's root as whenReached sees it: listeners, the focus and the pointer, its clicked mark. */
class FakeRoot {
  listeners = new Map<string, ((event: unknown) => void)[]>();
  focused = false;
  hovered = false;
  marked: FakeTarget | null = null;
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  dispatch(type: string, event: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  contains(element: unknown) {
    return this.focused && element === FOCUSED;
  }
  matches() {
    return this.hovered;
  }
  querySelector(selector: string) {
    return selector === '[data-clicked-before]' ? this.marked : null;
  }
}
const FOCUSED = {};

describe('whenReached', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('document', { activeElement: FOCUSED });
    vi.stubGlobal('HTMLElement', FakeTarget);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts once, when the visitor reaches for a converter built as they should see it', () => {
    const root = new FakeRoot();
    const start = vi.fn();
    whenReached(root as unknown as HTMLElement, start, true, () => false);
    expect(start).not.toHaveBeenCalled();
    root.dispatch('pointerover');
    root.dispatch('focusin');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once where the built view is not theirs, or they reached for it already', () => {
    const cases: [stands: boolean, focused: boolean, hovered: boolean][] = [
      [false, false, false],
      [true, true, false],
      [true, false, true],
    ];
    for (const [stands, focused, hovered] of cases) {
      const root = Object.assign(new FakeRoot(), { focused, hovered });
      const start = vi.fn();
      whenReached(root as unknown as HTMLElement, start, stands, () => false);
      expect(start, JSON.stringify({ stands, focused, hovered })).toHaveBeenCalledTimes(1);
    }
  });

  it('waits, in a box the page focused on load, for the visitor to type in it or the pointer', () => {
    vi.stubGlobal('document', { activeElement: { autofocus: true } });
    for (const reach of ['input', 'pointerover'] as const) {
      const root = new FakeRoot();
      root.contains = () => true;
      const start = vi.fn();
      whenReached(root as unknown as HTMLElement, start, true, () => false);
      expect(start, reach).not.toHaveBeenCalled();
      root.dispatch(reach);
      expect(start, reach).toHaveBeenCalledTimes(1);
    }
  });

  it('keeps a click made before the converter is live and makes it again once it is', () => {
    const root = new FakeRoot();
    const start = vi.fn();
    let live = false;
    whenReached(root as unknown as HTMLElement, start, true, () => live);
    const tab = new FakeTarget(root);
    const event = { target: tab, preventDefault: vi.fn() };
    root.dispatch('click', event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(root.marked).toBe(tab);
    expect(start).toHaveBeenCalledTimes(1);
    live = true;
    replayClick(root as unknown as Element);
    expect(root.marked).toBeNull();
    vi.advanceTimersByTime(0);
    expect(tab.clicks).toBe(1);
    // Once live, a click is the converter's own.
    const later = { target: tab, preventDefault: vi.fn() };
    root.dispatch('click', later);
    expect(later.preventDefault).not.toHaveBeenCalled();
  });

  it('lets a click on a link or a field do its own thing', () => {
    const root = new FakeRoot();
    whenReached(root as unknown as HTMLElement, vi.fn(), true, () => false);
    const field = Object.assign(new FakeTarget(root), { native: true });
    const event = { target: field, preventDefault: vi.fn() };
    root.dispatch('click', event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(root.marked).toBeNull();
  });
});

/** An element clicked in a FakeRoot: `native` stands for a link, label or field. */
class FakeTarget {
  clicks = 0;
  native = false;
  constructor(readonly root: FakeRoot | null = null) {}
  closest() {
    return this.native ? this : null;
  }
  setAttribute() {
    if (this.root) this.root.marked = this;
  }
  removeAttribute() {
    if (this.root?.marked === this) this.root.marked = null;
  }
  click() {
    this.clicks++;
  }
}
