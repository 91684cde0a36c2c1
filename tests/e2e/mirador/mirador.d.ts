// Mirador 4 ships no types: the part of its API the test page uses.
declare module 'mirador' {
  interface WindowConfig {
    manifestId: string | null;
    thumbnailNavigationPosition?: 'off' | 'far-bottom' | 'far-right';
  }
  const Mirador: { viewer(config: { id: string; windows: WindowConfig[] }): unknown };
  export default Mirador;
}
