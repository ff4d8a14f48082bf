/**
 * The elements of a built page as a browser parses them (parse5, the HTML standard's parsing
 * algorithm), each with its place in the page's text, so that the build reads and edits a page
 * where the browser sees an element: a script inside a comment or an attribute is none, a
 * template's content is the page's too, and attributes may come in any order.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Where something is in the page's text: [start, end). */
export interface Span {
  start: number;
  end: number;
}

export interface PageElement extends Span {
  tag: string;
  /** Its attributes by name (lower case, as the parser reports them). */
  attrs: ReadonlyMap<string, string>;
  /** The text of its text children: a script's or style's source as the browser reads it. */
  text: string;
  /** Where each attribute, name and value, is written. */
  attrSpans: ReadonlyMap<string, Span>;
}

const isElement = (node: Node): node is Element => 'tagName' in node;

/** The page's elements of these tags, in document order, those inside templates included. */
export function pageElements(html: string, tags: readonly string[]): PageElement[] {
  const found: PageElement[] = [];
  const visit = (node: Node) => {
    if (isElement(node) && tags.includes(node.tagName)) found.push(described(node));
    const children = 'content' in node ? node.content.childNodes : [];
    for (const child of [...children, ...('childNodes' in node ? node.childNodes : [])]) visit(child);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return found;
}

function described(element: Element): PageElement {
  const at = element.sourceCodeLocation;
  if (!at) throw new Error(`<${element.tagName}> has no place in the page`);
  const attrSpans = new Map<string, Span>();
  for (const [name, span] of Object.entries(at.attrs ?? {}))
    attrSpans.set(name, { start: span.startOffset, end: span.endOffset });
  return {
    tag: element.tagName,
    attrs: new Map(element.attrs.map((a) => [a.name, a.value])),
    text: element.childNodes.map((c) => ('value' in c && c.nodeName === '#text' ? c.value : '')).join(''),
    start: at.startOffset,
    end: at.endOffset,
    attrSpans,
  };
}

/** The page with each span replaced by its text; the spans may not overlap. */
export function spliced(html: string, edits: readonly (Span & { text: string })[]): string {
  let out = html;
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** An attribute as written into a page: its value in double quotes, escaped. */
export const attribute = (name: string, value: string) =>
  `${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
