import node, { getAdapter } from '@astrojs/node';
import type { AstroIntegration } from 'astro';

/**
 * @astrojs/node's build (sessions, image endpoint, server and client folders) with our own
 * server entry (site-entry.ts): the site build exports its Astro app's `render(request)`, which
 * the server calls in-process, rather than a standalone server that starts itself.
 */
export function siteAdapter(): AstroIntegration {
  const integration = node({ mode: 'middleware' });
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      'astro:config:done': (options) => {
        void integration.hooks['astro:config:done']?.({ ...options, setAdapter: () => {} });
        options.setAdapter({
          ...getAdapter({ staticHeaders: false }),
          serverEntrypoint: new URL('./site-entry.ts', import.meta.url),
        });
      },
    },
  };
}
