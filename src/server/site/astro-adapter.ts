import node, { getAdapter } from '@astrojs/node';
import type { AstroIntegration } from 'astro';

/**
 * @astrojs/node's build (sessions, image endpoint, server and client folders) with our own
 * server entry (release-entry.ts): a release exports its Astro app's `render(request)`, which
 * the server calls in-process, rather than a standalone server that starts itself.
 */
export function releaseAdapter(): AstroIntegration {
  const integration = node({ mode: 'middleware' });
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      'astro:config:done': (options) => {
        void integration.hooks['astro:config:done']?.({ ...options, setAdapter: () => {} });
        options.setAdapter({
          ...getAdapter({ staticHeaders: false }),
          serverEntrypoint: new URL('./release-entry.ts', import.meta.url),
        });
      },
    },
  };
}
