/** Where a publish asks a release's app, in-process (src/render/republish.ts): POST plan, then GET page?path= for each changed page. */
export const REPUBLISH_PREFIX = '/hdx-republish/';

/**
 * Whether a render is a publish's own: only the server sets these locals, calling the release's
 * app in-process (src/server/site/rerender.ts); no request from outside can carry them.
 */
export function isRepublishRender(locals: App.Locals): boolean {
  return locals.republish === true;
}
