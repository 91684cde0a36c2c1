/** Shown (with 503) during the very first build, before any site exists. */
export const buildingPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"><title>HDX is starting</title>
<style>body{font-family:system-ui,sans-serif;background:#1c1917;color:#f5f5f4;display:grid;place-items:center;min-height:100vh;margin:0}main{max-width:32rem;padding:2rem;text-align:center}</style>
</head><body><main><h1>HDX is starting</h1><p>The site is being built for the first time. This page refreshes by itself.</p></main></body></html>`;
