import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Adds `client:reached` (./reachedDirective.ts): the main converter, which hydrates after the
 * first paint, once the visitor reaches for it.
 */
export default function afterPaint(): AstroIntegration {
  return {
    name: 'unitflip-after-paint',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'reached',
          entrypoint: fileURLToPath(new URL('./reachedDirective.ts', import.meta.url)),
        });
      },
    },
  };
}
