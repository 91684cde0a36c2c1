declare namespace App {
  /** Set by src/middleware.ts for every page. */
  interface Locals {
    /** The page's language, from its address (/fr/... is French). */
    locale: import('./lib/i18n/config').Locale;
    /** The translator of that language. */
    t: import('i18next').TFunction;
    /** The `hdx-` cookies' session on an on-demand page; a visitor's on a prerendered one (built without cookies). */
    session: import('./lib/request-session').RequestSession;
    /** The page's own address, as astro build gives it (src/lib/page-path.ts). */
    pagePath?: string;
  }
}

/** The settings of the build compiling this code (src/build/site-config.ts). */
declare module 'virtual:hdx/site-build' {
  const settings: import('./build/site-config').PageBuildSettings;
  export default settings;
}
