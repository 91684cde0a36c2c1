import { Suspense, useEffect, useRef } from 'react';
import { initSession } from '../session/stores/session';
import { IslandErrorBoundary } from '../shared/error-boundary';
import { LoadingScreen } from './loading-screen';
import { PublishBar } from './publish/publish-bar';
import { routeOf } from './routes';
import { SESSION_CHECK_KEY } from './session-check';
import { SCREENS } from './screens';
import { Sidebar } from './sidebar';
import { StringsContext, type DashboardStrings } from './strings';
import { fill } from '../../lib/format';
import { hydratedMark, useHydrated } from '../shared/use-hydrated';
import { usePath } from './use-path';
import { UserContext, type DashboardUser } from './user-context';

interface Props {
  strings: DashboardStrings;
  /** The path the server rendered (/dashboard/...). */
  path: string;
  user: DashboardUser;
}

function Shell({ strings, path: initialPath, user }: Props) {
  const [path, navigate] = usePath(initialPath);
  const hydrated = useHydrated();
  const main = useRef<HTMLElement>(null);
  const route = routeOf(path) ?? routeOf('/dashboard')!;
  const Screen = SCREENS[route.nav];
  const title = strings.nav[route.nav];

  useEffect(() => {
    initSession();
    sessionStorage.removeItem(SESSION_CHECK_KEY);
  }, []);

  useEffect(() => {
    document.title = `${title} | ${strings.productName} ${strings.title}`;
  }, [title, strings]);

  const go = (to: string) => {
    navigate(to);
    main.current?.focus();
  };

  return (
    <div className="flex min-h-screen flex-col md:flex-row" {...hydratedMark(hydrated)}>
      <Sidebar path={path} onNavigate={go} />
      <div className="min-w-0 flex-1">
        <header className="flex flex-wrap items-center justify-between gap-1 border-b border-stone-300 bg-white px-2 py-1 text-sm">
          <span>{fill(strings.signedInAs, { name: user.username })}</span>
          <a href="/" className="underline hover:text-blood">
            {strings.backToSite}
          </a>
        </header>
        <main ref={main} id="main" tabIndex={-1} className="mx-auto max-w-[1400px] px-2 py-2 outline-none">
          <div className="mb-2">
            <PublishBar />
          </div>
          {/* The screen renders in the browser only: until then (and while its chunk loads) the loading screen shows. */}
          <Suspense fallback={<LoadingScreen />}>
            {hydrated ? <Screen key={route.segment} /> : <LoadingScreen />}
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** The admin dashboard island: sidebar, publish bar and the lazily loaded screens. */
export default function Dashboard(props: Props) {
  return (
    <StringsContext.Provider value={props.strings}>
      <UserContext.Provider value={props.user}>
        <IslandErrorBoundary message={props.strings.genericError}>
          <Shell {...props} />
        </IslandErrorBoundary>
      </UserContext.Provider>
    </StringsContext.Provider>
  );
}
