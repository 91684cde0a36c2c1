import { useEffect, useRef, type KeyboardEvent } from 'react';
import { USER_MENU } from '../session/user-menu-strings';
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
 * Profile, Favorites, Dashboard (admins, new tab) and Sign Out. Arrows, Home and End move,
 * Escape closes back to the button, Tab closes.
 */
export default function UserMenuList({ id, labelledBy, open, user, focus, onClose }: Props) {
  const menu = useRef<HTMLUListElement>(null);

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
      <li role="none">
        <a role="menuitem" tabIndex={-1} href="/account" className={itemClass}>
          {USER_MENU.account}
        </a>
      </li>
      <li role="none">
        <a role="menuitem" tabIndex={-1} href={`/profile/${user.id}`} className={itemClass}>
          {USER_MENU.profile}
        </a>
      </li>
      <li role="none">
        <a role="menuitem" tabIndex={-1} href="/favorites" className={itemClass}>
          {USER_MENU.favorites}
        </a>
      </li>
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
            {USER_MENU.dashboard} <span className="sr-only">{USER_MENU.newTab}</span>
          </a>
        </li>
      )}
      <li role="none" className="mt-0.5 border-t border-stone-200 pt-0.5">
        <button role="menuitem" tabIndex={-1} type="button" className={itemClass} onClick={() => logout()}>
          {USER_MENU.signOut}
        </button>
      </li>
    </ul>
  );
}
