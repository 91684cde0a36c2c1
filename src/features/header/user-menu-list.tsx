import { links } from '../../lib/links';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { UserMenuTexts } from '../session/user-menu-texts';
import type { Locale } from '../../lib/i18n/config';
import { localizePath } from '../../lib/i18n/paths';
import { logout, type SessionUser } from '../session/stores/session';

/** A request from the menu button to focus an item once the menu shows (-1: the last). */
export interface FocusRequest {
  index: number;
}

interface Props {
  id: string;
  labelledBy: string;
  open: boolean;
  user: Pick<SessionUser, 'id' | 'role'>;
  locale: Locale;
  texts: UserMenuTexts;
  /** The page language's /sign-in, where Sign Out leads. */
  signOutTo: string;
  focus: FocusRequest | null;
  onClose: (returnFocus: boolean) => void;
}

// The site's focus outline, drawn inside the item so the popup's edge does not cut it.
const itemClass =
  'block w-full px-2 py-1 text-left text-sm hover:bg-stone-100 focus:bg-stone-100 focus-visible:-outline-offset-3';

function focusItem(menu: HTMLUListElement | null, index: number): void {
  const all = [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  all[(index + all.length) % all.length]?.focus();
}

/**
 * The user menu's popup (WAI-ARIA menu), loaded the first time the menu opens: Account,
 * Profile, Favorites, My library, Post a video, Dashboard (admins, new tab; English only) and Sign Out. Arrows, Home
 * and End move,
 * Escape closes back to the button, Tab closes.
 */
export default function UserMenuList({ id, labelledBy, open, user, locale, texts, signOutTo, focus, onClose }: Props) {
  const href = (path: string) => localizePath(path, locale);
  const menu = useRef<HTMLUListElement>(null);
  const pages: [path: string, label: string][] = [
    ['/account', texts.account],
    [links.profile(user.id), texts.profile],
    ['/favorites', texts.favorites],
    ['/library', texts.purchases],
    ['/add-post', texts.postVideo],
  ];

  useEffect(() => {
    if (focus) focusItem(menu.current, focus.index);
  }, [focus]);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(menu.current, moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') onClose(false);
  }

  return (
    <ul
      ref={menu}
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      hidden={!open}
      onKeyDown={onKeyDown}
      className="absolute top-full right-0 z-40 mt-0.5 min-w-[200px] rounded border border-stone-300 bg-white py-0.5 shadow-lg"
    >
      {pages.map(([path, label]) => (
        <li role="none" key={path}>
          <a role="menuitem" tabIndex={-1} href={href(path)} className={itemClass}>
            {label}
          </a>
        </li>
      ))}
      {user.role === 'ROLE_ADMIN' && (
        <li role="none">
          <a
            role="menuitem"
            tabIndex={-1}
            href="/dashboard"
            target="_blank"
            rel="noopener noreferrer"
            className={itemClass}
          >
            {texts.dashboard} <span className="sr-only">{texts.newTab}</span>
          </a>
        </li>
      )}
      <li role="none" className="mt-0.5 border-t border-stone-200 pt-0.5">
        <button
          role="menuitem"
          tabIndex={-1}
          type="button"
          className={itemClass}
          onClick={() => logout({ to: signOutTo })}
        >
          {texts.signOut}
        </button>
      </li>
    </ul>
  );
}
