declare namespace App {
  /** Set by src/middleware.ts for every page. */
  interface Locals {
    /** The page's language, from its address (/fr/... is French). */
    locale: import('./lib/i18n/config').Locale;
    /** The translator of that language. */
    t: import('i18next').TFunction;
    /** The `hdx-` cookies' session on an on-demand page; a visitor's on a prerendered one (built without cookies). */
    session: import('./lib/request-session').RequestSession;
    /** The page's own address when a publish re-renders it through another (src/lib/page-path.ts). */
    pagePath?: string;
    /**
     * Posts taken down since the served content was published, whose cards an on-demand page
     * leaves out: set only by the Node server's own call of the release's app (site-host.ts).
     */
    hiddenPosts?: ReadonlySet<number>;
    /** Set only by the server's own call of the release's app for a publish (src/render/republish-access.ts). */
    republish?: boolean;
  }
}
