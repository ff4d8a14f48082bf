/**
 * A text typed into home's box key by key, then Enter, shows what the same text pasted at once
 * shows then: what a
 * half-typed text meant on the way ('1 kWh / 100' is a force, '72 f i' a length) leaves nothing
 * behind, neither the converter's category and units nor the answer line. Typed through the
 * converter's model (the state the page renders), with each category's units handed in when the
 * model asks for them, as the page loads them. The texts: the peers' cases and the examples the
 * language documents.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { step, view, type Model } from '../../src/browser/converterModel';
import { categoryRecord as record, homeConverter as fresh } from './homeConverter';

/** The text put in the box; the units of any category the model then asks for are handed in. */
function typeIn(m: Model, text: string): Model {
  m = step(m, { type: 'text', text });
  for (let i = 0; i < 3; i++) {
    const needs = view(m).needs?.category;
    const r = needs ? record(needs) : undefined;
    if (!r) break;
    m = step(m, { type: 'record', category: r });
  }
  return m;
}

/** What the visitor sees of a state: the converter's units, the answer line's numbers and its state. */
function seen(m: Model): string {
  const v = view(m);
  const a = v.answer;
  // An answer only the language gives leaves the converter where the typing took it ('1 J' on
  // the way to '1 J to N * m' is an energy): only the answer line is compared then.
  if (a.calculated) return `${v.status} | calculated ${a.calculated.amount} → ${a.calculated.text}`;
  // So does a text no reader reads: the line says what is wrong, and no answer.
  if (v.status === 'error') return `error | ${a.shown?.text ?? '-'}`;
  return [
    v.status,
    `${v.category?.id}: ${v.from?.id} → ${v.to?.id}`,
    `answer ${a.category?.id}: ${a.from?.id} → ${a.to?.id} ${a.shown?.text ?? '-'}`,
  ].join(' | ');
}

const peerTexts = (
  JSON.parse(readFileSync(new URL('../fixtures/peer-cases.json', import.meta.url), 'utf8')) as {
    text: string;
  }[]
).map((c) => c.text);
const examples = [
  '1 kWh / 100 km to Wh/mi',
  '1.75 m to feet and inches',
  '0 °C + 10 K to °C',
  '20 °C - 10 °C to °F',
  '60 rpm to Hz',
  '1 Hz to 1 / s',
  '38.8897° to degrees and minutes',
  'half a mile in feet',
  'a mile and a half in km',
  'quarter cup in tbsp',
  '98.6 degrees in celsius',
  '1 cup of flour in grams',
  '2 sticks of butter in grams',
  'how many cups is 500 g of rice',
  'how many feet in a mile',
  '5 ft 3 in to cm',
  '72 f in c',
  '180 cm',
  '60 mph * 2 h to km',
];

describe('typed key by key into home’s box', () => {
  it.each([...new Set([...examples, ...peerTexts])])('%j ends as it does pasted at once', (text) => {
    let typed = fresh();
    for (let i = 1; i <= text.length; i++) typed = typeIn(typed, text.slice(0, i));
    // Then the visitor presses Enter: what the text reads as is taken.
    const entered = (m: Model) => step(m, { type: 'settle' });
    expect(seen(entered(typed))).toBe(seen(entered(typeIn(fresh(), text))));
  });
});
