const RENDERER = Symbol.for('astro:renderer');

/**
 * Marks components as React's for Astro. Astro asks every renderer whether an untagged
 * component is its own, and @astrojs/react answers by rendering the component once more
 * (its `check()`), with a streaming render of its own: on a page of three islands that is
 * three renders for nothing (issue 17). Call it in the frontmatter of the pages that render
 * islands on the server; it only sets a property, so calling it per render costs nothing.
 */
export function markReactIslands(...components: object[]): void {
  for (const component of components) (component as Record<symbol, unknown>)[RENDERER] = '@astrojs/react';
}
