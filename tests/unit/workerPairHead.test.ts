/**
 * The Cloudflare Worker's rule for a pair address without a built page (src/worker/pairHead.ts):
 * from the category's data file alone it finds the pair and gives the head the build gives a
 * pair page (pairPageHead with the catalogue's inferredElsewhere), and it asks for no file for an
 * address that is not a pair's own. tests/quality/hostEmulator.test.ts runs the Worker itself.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allPairs, inferredElsewhere, pagePairs } from '../../src/build-time/pairs';
import { pairPageData } from '../../src/build-time/pairPageData';
import { categories } from '../../src/generated/catalog';
import { hasPairPage } from '../../src/core/pairLinks';
import { pairPageHead } from '../../src/core/pairPageView';
import { pairPath } from '../../src/core/routes';
import { BRAND } from '../../src/core/site';
import type { UnitPair } from '../../src/core/types';
import { pairCategoryOf, pairHeadAt, pairHeadEdits } from '../../src/worker/pairHead';
import { buildGraph, violations } from '../../scripts/importGraph';
import { englishText } from '../../src/build-time/interfaceText';

const origin = 'https://units.example.net';
const dataFiles = new Map(categories.map((c) => [`/data/${c.id}.json`, JSON.stringify(pairPageData(c))]));

/** The site's files as the Worker reads them through its binding, counting the reads. */
function site() {
  const asked: string[] = [];
  const read = async (path: string) => {
    asked.push(path);
    const body = dataFiles.get(path);
    return body === undefined ? new Response('not found', { status: 404 }) : new Response(body);
  };
  return { asked, read };
}

const headAt = (path: string, read = site().read) => pairHeadAt(new URL(path, origin), read);
const expected = (pair: UnitPair) =>
  pairPageHead(englishText, pair, { brand: BRAND, origin, inferredElsewhere: inferredElsewhere(pair) });

/** One pair without a built page per category, and every one whose title names its category. */
const unbuilt = allPairs().filter((p) => !hasPairPage(p.category, p.from.id, p.to.id));
const sample = [
  ...new Map(unbuilt.map((p) => [p.category.id, p])).values(),
  ...unbuilt.filter((p) => inferredElsewhere(p)).slice(0, 40),
];

describe("the Worker's pair head", () => {
  it('has pairs of every category with unbuilt pairs to check, some whose title names the category', () => {
    const withUnbuilt = new Set(unbuilt.map((p) => p.category.id));
    expect(withUnbuilt.size).toBeGreaterThan(categories.length / 2);
    expect(new Set(sample.map((p) => p.category.id))).toEqual(withUnbuilt);
    expect(sample.some((p) => inferredElsewhere(p))).toBe(true);
  });

  it.each(sample.map((p) => [pairPath(p.category, p.from, p.to), p] as const))(
    'gives %s the head the build gives a pair page',
    async (path, pair) => {
      expect(await headAt(path)).toEqual(expected(pair));
      expect(await headAt(`${path}/`)).toEqual(expected(pair));
    },
  );

  it('reads a built pair the same way (the host serves its file before the Worker runs)', async () => {
    const pair = pagePairs()[0]!;
    expect(await headAt(pairPath(pair.category, pair.from, pair.to))).toEqual(expected(pair));
  });

  it.each([
    '/meter-to-foot',
    '/length',
    '/length/meter',
    '/length/meter-to-foot/x',
    '/quick-convert/length/meter/foot',
    '/Length/meter-to-foot',
    '/..%2Fsecret/meter-to-foot',
    '/data%2Flength/meter-to-foot',
  ])('asks for no file at %s, not a pair of a category by its address', async (path) => {
    const { asked, read } = site();
    expect(pairCategoryOf(path)).toBeNull();
    expect(await headAt(path, read)).toBeNull();
    expect(asked).toEqual([]);
  });

  it.each([
    '/length/metre-to-foot',
    '/length/meter-to-meter',
    '/length/meter-to-gram',
    '/nothing/meter-to-foot',
  ])(
    'gives no head at %s (an alias spelling, one unit twice, a unit of another category, no such category)',
    async (path) => {
      expect(await headAt(path)).toBeNull();
    },
  );

  it('gives no head when the data file is not the category it was asked for, or not JSON', async () => {
    const length = dataFiles.get('/data/length.json')!;
    expect(await headAt('/area/meter-to-foot', async () => new Response(length))).toBeNull();
    expect(await headAt('/length/meter-to-foot', async () => new Response('<!doctype html>'))).toBeNull();
  });

  it('writes the title, description and canonical address and their Open Graph copies, as plain text', () => {
    const head = {
      title: 'Inches to <b> & "feet" | UnitFlip',
      description: 'd & <i>',
      canonical: `${origin}/a/b-to-c`,
    };
    expect(pairHeadEdits(head)).toEqual([
      { selector: 'head > title', text: head.title },
      { selector: 'head > meta[name="description"]', attribute: 'content', value: head.description },
      { selector: 'head > link[rel="canonical"]', attribute: 'href', value: head.canonical },
      { selector: 'head > meta[property="og:title"]', attribute: 'content', value: head.title },
      { selector: 'head > meta[property="og:description"]', attribute: 'content', value: head.description },
      { selector: 'head > meta[property="og:url"]', attribute: 'content', value: head.canonical },
    ]);
  });

  it('never reaches the compiled catalogue (it reads the data files, as the browser does), only the texts', () => {
    const graph = buildGraph(resolve(import.meta.dirname, '../..'));
    const catalogue = (n: string) =>
      n.startsWith('src/build-time/') ||
      (n.startsWith('src/generated/') && !n.startsWith('src/generated/strings.'));
    expect(graph.has('src/worker/pairs.ts')).toBe(true);
    expect(violations(graph, ['src/worker/pairs.ts'], catalogue)).toEqual([]);
  });
});
