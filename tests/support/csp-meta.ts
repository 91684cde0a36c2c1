const META = /<meta http-equiv="content-security-policy" content="([^"]*)">/;

/** A policy's directives, each once, in order (`frame-ancestors` left out: only the server's header says it). */
function directives(policy: string): string[] {
  return policy
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .split(';')
    .map((directive) => directive.trim().replace(/\s+/g, ' '))
    .filter((directive) => directive && !directive.startsWith('frame-ancestors'))
    .sort();
}

/**
 * Astro gives an on-demand page its Content-Security-Policy as a header and a pre-rendered one
 * as a <meta> first in the head content it renders (before the page's styles, links and
 * scripts). The page the Node server renders and astro build's file, made comparable: the file's
 * meta and the served page's place for it both become `<meta csp>` when the two policies have
 * the same directives (the file keeps its meta otherwise, so the difference shows).
 */
export function comparable(served: string, header: string | null, built: string): { served: string; built: string } {
  const meta = META.exec(built);
  if (!meta || !header || directives(meta[1]!).join(';') !== directives(header).join(';')) return { served, built };
  const headEnd = served.indexOf('</head>');
  const head = served.slice(0, headEnd);
  const firstStyle = [head.indexOf('<link rel="stylesheet"'), head.indexOf('<style')].filter((at) => at !== -1);
  const at = firstStyle.length ? Math.min(...firstStyle) : headEnd;
  return { served: `${served.slice(0, at)}<meta csp>${served.slice(at)}`, built: built.replace(META, '<meta csp>') };
}
