/**
 * The built site within Cloudflare Pages' limits, which refuse a deploy that exceeds them (free
 * plan): at most 20,000 files, none over 25 MiB, and in _redirects at most 2,000 static and 100
 * dynamic rules (a dynamic one has a * splat or a :placeholder), each line at most 1,000
 * characters. Only the pairs people search for are built as pages; the rest are drawn by the
 * 404 page, which is what keeps the file count under the first limit.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DIST_DIR } from './dist-scan';

const MAX_FILES = 20_000;
const MAX_FILE_BYTES = 25 * 1024 * 1024;
const MAX_STATIC_REDIRECTS = 2_000;
const MAX_DYNAMIC_REDIRECTS = 100;
const MAX_REDIRECT_LINE = 1_000;

/** Every file under dir, with its size. */
function filesOf(dir: string): { path: string; bytes: number }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path: relative(dir, path), bytes: statSync(path).size };
    });
}

/** The rules of a _redirects file: every line but blank ones and comments. */
function redirectRules(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** A rule is dynamic when its source has a splat or a placeholder. */
const isDynamic = (rule: string) => /[*]|(^|\/):\w/.test(rule.split(/\s+/)[0]!);

describe(`Cloudflare Pages' limits on the built site (${DIST_DIR})`, () => {
  if (!existsSync(join(DIST_DIR, 'index.html')))
    throw new Error(`${DIST_DIR}/index.html is missing: build the site first.`);
  const files = filesOf(DIST_DIR);

  it(`holds at most ${MAX_FILES.toLocaleString('en')} files`, () => {
    expect(files.length).toBeGreaterThan(0);
    expect(files.length, `${DIST_DIR} holds ${files.length} files`).toBeLessThanOrEqual(MAX_FILES);
  });

  it('has no file over 25 MiB', () => {
    expect(
      files
        .filter((f) => f.bytes > MAX_FILE_BYTES)
        .map((f) => `${f.path}: ${(f.bytes / 1024 / 1024).toFixed(1)} MiB`),
    ).toEqual([]);
  });

  it(`has at most ${MAX_STATIC_REDIRECTS.toLocaleString('en')} static and ${MAX_DYNAMIC_REDIRECTS} dynamic rules in _redirects, each line at most ${MAX_REDIRECT_LINE.toLocaleString('en')} characters`, () => {
    const rules = redirectRules(readFileSync(join(DIST_DIR, '_redirects'), 'utf8'));
    const dynamic = rules.filter(isDynamic);
    expect(rules.length - dynamic.length, 'static rules').toBeLessThanOrEqual(MAX_STATIC_REDIRECTS);
    expect(dynamic.length, 'dynamic rules').toBeLessThanOrEqual(MAX_DYNAMIC_REDIRECTS);
    expect(rules.filter((rule) => rule.length > MAX_REDIRECT_LINE)).toEqual([]);
  });

  it('tells static rules from dynamic ones', () => {
    expect(
      redirectRules(
        '# a comment\n\n/a  /b  301\n/quick-convert/:category/:from/:to  /quick-convert/:category/  200\n/blog/*  /news/:splat\n',
      ).map(isDynamic),
    ).toEqual([false, true, true]);
  });
});
