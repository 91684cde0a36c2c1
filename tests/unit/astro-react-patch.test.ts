import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, useId } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../../node_modules/@astrojs/react/dist');

type Renderer = {
  renderToStaticMarkup(
    this: { result: object },
    component: unknown,
    props: object,
    slots: object,
  ): Promise<{ html: string; attrs: { prefix?: string } }>;
};

/** A labelled field whose ids come from useId, as the site's form kit makes them. */
function Field({ label }: { label: string }) {
  const id = useId();
  return createElement('p', null, createElement('label', { htmlFor: id }, label), createElement('input', { id }));
}

describe('@astrojs/react with scripts/patch-astro-react.mjs (run by npm install)', () => {
  // The renderer as the site build has it, with its build-time options (a virtual module) set as
  // site-config.ts sets them: a copy beside it, so its own imports resolve.
  const copy = path.join(dist, `.server-under-test-${process.pid}.js`);
  let renderer: Renderer;
  beforeAll(async () => {
    const source = fs.readFileSync(path.join(dist, 'server.js'), 'utf8');
    fs.writeFileSync(
      copy,
      source.replace('import opts from "astro:react:opts";', 'const opts = { experimentalDisableStreaming: true };'),
    );
    renderer = ((await import(pathToFileURL(copy).href)) as { default: Renderer }).default;
  });
  afterAll(() => fs.rmSync(copy, { force: true }));

  it('its string render passes the render options on (the patch is applied once)', () => {
    const source = fs.readFileSync(path.join(dist, 'server.js'), 'utf8');
    expect(source).not.toContain('ReactDOM.renderToString(vnode);');
    expect(source.split('hdx-patch: react-string-render-options')).toHaveLength(2);
  });

  it('each island of a page gets its own useId prefix, and the same HTML as a streamed render with it', async () => {
    const result = {};
    const first = await renderer.renderToStaticMarkup.call({ result }, Field, { label: 'Name' }, {});
    const second = await renderer.renderToStaticMarkup.call({ result }, Field, { label: 'Name' }, {});
    expect([first.attrs.prefix, second.attrs.prefix]).toEqual(['r0', 'r1']);
    const id = (html: string) => /id="([^"]+)"/.exec(html)?.[1];
    expect(id(first.html)).toContain('r0');
    expect(id(second.html)).toContain('r1');
    // The client hydrates each island with its prefix (the island's `prefix` attribute): the ids match.
    const streamed = await new Response(
      await renderToReadableStream(createElement(Field, { label: 'Name' }), { identifierPrefix: 'r0' }),
    ).text();
    expect(first.html).toBe(streamed);
  });
});
