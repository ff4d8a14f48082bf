import { describe, expect, it } from 'vitest';
import { historySettler, SETTLE_MS, type Timers } from '../../src/browser/historySettle';

/** Timers on a hand-driven clock. */
function fakeClock() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    set(run, ms) {
      const id = next++;
      pending.set(id, { at: now + ms, run });
      return id;
    },
    clear: (id) => void pending.delete(id as number),
  };
  function advance(ms: number) {
    now += ms;
    for (const [id, t] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
      if (t.at <= now && pending.delete(id)) t.run();
    }
  }
  return { timers, advance, pending: () => pending.size };
}

function setup() {
  const clock = fakeClock();
  const recorded: string[] = [];
  const settler = historySettler<string>((e) => recorded.push(e), clock.timers);
  return { clock, recorded, settler };
}

describe('history settling', () => {
  it('records typing once it pauses for a second, not every keystroke', () => {
    const { clock, recorded, settler } = setup();
    settler.changed('7', 'typing');
    clock.advance(200);
    settler.changed('72', 'typing');
    clock.advance(SETTLE_MS - 1);
    expect(recorded).toEqual([]);
    clock.advance(1);
    expect(recorded).toEqual(['72']);
    clock.advance(10 * SETTLE_MS);
    expect(recorded).toEqual(['72']);
  });

  it('Enter, blur or leaving the page settle typing at once, and only once', () => {
    const { clock, recorded, settler } = setup();
    settler.changed('72', 'typing');
    settler.settle();
    expect(recorded).toEqual(['72']);
    expect(clock.pending()).toBe(0);
    settler.settle();
    clock.advance(SETTLE_MS);
    expect(recorded).toEqual(['72']);
  });

  it('settling after the pause recorded it adds nothing', () => {
    const { clock, recorded, settler } = setup();
    settler.changed('5', 'typing');
    clock.advance(SETTLE_MS);
    settler.settle();
    expect(recorded).toEqual(['5']);
  });

  it('a unit change records at once, and drops the typing it replaces', () => {
    const { clock, recorded, settler } = setup();
    settler.changed('72 m→ft', 'typing');
    settler.changed('72 m→in', 'unit');
    expect(recorded).toEqual(['72 m→in']);
    clock.advance(SETTLE_MS);
    expect(recorded).toEqual(['72 m→in']);
  });

  it('a shown conversion (restored, another tab) is not recorded by settling, but Copy records it', () => {
    const { clock, recorded, settler } = setup();
    settler.changed('restored', 'shown');
    clock.advance(SETTLE_MS);
    settler.settle();
    expect(recorded).toEqual([]);
    settler.use();
    expect(recorded).toEqual(['restored']);
  });

  it('never records nothing: an empty, zero or unreadable value cancels what was pending', () => {
    const { clock, recorded, settler } = setup();
    settler.changed('7', 'typing');
    settler.changed(null, 'typing');
    clock.advance(SETTLE_MS);
    settler.settle();
    settler.use();
    settler.changed(null, 'unit');
    expect(recorded).toEqual([]);
  });

  it('dispose stops the pending timer', () => {
    const { clock, recorded, settler } = setup();
    settler.changed('9', 'typing');
    settler.dispose();
    clock.advance(SETTLE_MS);
    expect(recorded).toEqual([]);
    expect(clock.pending()).toBe(0);
  });
});
