/**
 * The site on Cloudflare Workers (src/worker/wrangler.jsonc): the host serves dist/ as static files, with
 * its _headers and _redirects, and runs this Worker only for a request no file answers. A pair's
 * own address without a built page gets the 404 page with status 200 and the pair's title,
 * description and canonical address in its head (pairHead.ts), so that link previews and
 * crawlers read the pair; the page then draws the pair in the browser as it does on every host.
 * Any other address gets the 404 page with status 404, as a static host would answer it.
 */
import { pairHeadAt, pairHeadEdits, type HeadEdit } from './pairHead';

/** The static files' binding (assets.binding in its wrangler.jsonc). */
interface Env {
  ASSETS: { fetch(request: Request): Promise<Response> };
}

/** The part of the runtime's HTMLRewriter used here (declared here: no dependency for its types). */
interface RewrittenElement {
  setAttribute(name: string, value: string): void;
  setInnerContent(content: string, options?: { html: boolean }): void;
}
interface HtmlRewriter {
  on(selector: string, handlers: { element(element: RewrittenElement): void }): HtmlRewriter;
  transform(response: Response): Response;
}
declare const HTMLRewriter: { new (): HtmlRewriter };

/**
 * The 404 page's address on the static files: '/404.html' itself is answered with a redirect
 * to it (assets.html_handling, 'auto-trailing-slash').
 */
const NOT_FOUND_PAGE = '/404';

/** Applies the edits to an HTML response as it streams; text is escaped by the rewriter. */
function rewrite(response: Response, edits: HeadEdit[]): Response {
  let rewriter = new HTMLRewriter();
  for (const edit of edits) {
    rewriter = rewriter.on(edit.selector, {
      element(element) {
        if ('text' in edit) element.setInnerContent(edit.text);
        else element.setAttribute(edit.attribute, edit.value);
      },
    });
  }
  return rewriter.transform(response);
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
    const url = new URL(request.url);
    const read = (path: string) => env.ASSETS.fetch(new Request(new URL(path, url)));
    const head = await pairHeadAt(url, read).catch(() => null);
    const page = await read(NOT_FOUND_PAGE);
    const headers = new Headers(page.headers);
    // The page differs from the file the host's validator names.
    if (head) headers.delete('etag');
    const answer = new Response(page.body, { status: head ? 200 : 404, headers });
    const out = head ? rewrite(answer, pairHeadEdits(head)) : answer;
    return request.method === 'HEAD' ? new Response(null, out) : out;
  },
};
