import { useEffect, useRef, type MouseEvent } from 'react';
import { DASHBOARD_ROUTES, hrefOf, segmentOf } from './routes';
import { useStrings } from './strings';

interface Props {
  path: string;
  onNavigate: (to: string) => void;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Spec §2: titled with the product name plus 'Dashboard'; the active entry follows the second path segment. */
export function Sidebar({ path, onNavigate }: Props) {
  const strings = useStrings();
  const active = segmentOf(path);
  const current = useRef<HTMLAnchorElement>(null);

  // On narrow screens the entries scroll sideways: keep the active one in view.
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  return (
    <nav aria-label={strings.sidebarLabel} className="bg-ink text-stone-100 md:min-h-screen md:w-[240px] md:shrink-0">
      <p className="px-2 py-1.5 font-serif text-xl font-bold">
        {strings.productName} {strings.title}
      </p>
      <ul className="flex gap-0.5 overflow-x-auto px-1 pb-1 md:flex-col md:overflow-visible">
        {DASHBOARD_ROUTES.map((route) => {
          const isActive = route.segment === active;
          const href = hrefOf(route);
          return (
            <li key={route.segment} className="shrink-0">
              <a
                href={href}
                ref={isActive ? current : undefined}
                aria-current={isActive ? 'page' : undefined}
                onClick={(event) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  onNavigate(href);
                }}
                className={`block rounded px-1 py-0.5 whitespace-nowrap ${isActive ? 'bg-parchment font-semibold text-ink' : 'hover:bg-steel'}`}
              >
                {strings.nav[route.nav]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
