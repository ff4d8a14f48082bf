import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The grammar in the parser's doc comment: its lines from 'question =' to the comment's next blank line. */
function parserGrammar(): string[] {
  const lines = read('src/core/language/syntax.ts').split('\n');
  const start = lines.findIndex((l) => /^ \* {3}question {3}=/.test(l));
  const end = lines.findIndex((l, i) => i > start && l.trim() === '*');
  return lines.slice(start, end).map((l) => l.replace(/^ \* {3}/, '').trimEnd());
}

/** The grammar the docs show: the code block under '## Grammar'. */
function docsGrammar(): string[] {
  const text = read('docs/quantity-language.md');
  const block = /## Grammar\n\n```\n([\s\S]*?)```/.exec(text);
  return (block?.[1] ?? '').trimEnd().split('\n');
}

describe('the quantity language grammar', () => {
  it('is written once: the docs show the parser’s doc comment, rule by rule', () => {
    const parser = parserGrammar();
    expect(parser.length).toBeGreaterThan(20);
    expect(docsGrammar()).toEqual(parser);
  });

  it('names every rule it uses', () => {
    const grammar = parserGrammar().join('\n');
    const defined = new Set([...grammar.matchAll(/^(\w+)\s+=/gm)].map((m) => m[1]));
    // Rules used on a right-hand side, outside notes (after two spaces, in brackets) and quotes;
    // number, unit, ingredient and superscript are the lexer's tokens.
    const bodies = grammar
      .replace(/ {2,}\(.*\)$/gm, '')
      .replace(/^\w+\s+=/gm, '')
      .replace(/"[^"]*"/g, ' ');
    const used = new Set([...bodies.matchAll(/\b([a-z]+)\b/g)].map((m) => m[1]));
    const tokens = new Set(['number', 'unit', 'ingredient', 'superscript']);
    expect([...used].filter((r) => !defined.has(r) && !tokens.has(r!))).toEqual([]);
  });
});
