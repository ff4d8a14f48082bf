import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Adds `client:painted` (./directive.ts): islands that hydrate after the first paint. */
export default function afterPaint(): AstroIntegration {
  return {
    name: 'unitflip-after-paint',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'painted',
          entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)),
        });
      },
    },
  };
}
