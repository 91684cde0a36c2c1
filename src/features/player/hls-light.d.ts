// hls.js ships no types for its `light` entry (no alternate audio, subtitles, DRM): the same API as the full one.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
