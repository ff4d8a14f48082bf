import type { ClientDirective } from 'astro';
import { whenPainted } from '../../components/startup/whenPainted';

/**
 * `client:painted`: an island hydrates once the browser has drawn the page's first contentful
 * paint. Any script requested before that paint delays it (and the page's largest paint with
 * it), and `client:idle` may start before the first frame. The same moment as the layout's
 * after-paint starter (whenPainted).
 */
const painted: ClientDirective = (load) => whenPainted(() => void load().then((run) => run()));

export default painted;

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the page has painted. */
    'client:painted'?: boolean;
  }
}
