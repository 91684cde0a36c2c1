import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SessionLoading } from '../auth/session-loading';
import { CartLink, SignInLink, useDesktop } from '../auth/user-menu-parts';
import { USER_MENU } from '../auth/strings';
import { useHydrated } from '../auth/use-location';
import { $account, loadAccount } from '../../stores/account';
import { $cartCount, $session, initSession, logout } from '../../stores/session';

const DEFAULT_AVATAR = '/images/default-avatar.svg';
/** Spec §9: the menu closes 300 ms after the pointer leaves it (desktop). */
export const HOVER_CLOSE_MS = 300;

interface Props {
  /** Localized /sign-in address (the header passes it). */
  signInHref?: string;
  signInLabel?: string;
}

/**
 * The header's user menu (spec §2), a WAI-ARIA menu button: Sign In when signed out;
 * otherwise the cart, the avatar and, on desktop, 'Welcome' and the username, opening
 * Account, Profile, Favorites, Dashboard (admins, new tab) and Sign Out.
 */
export function UserMenu({ signInHref = '/sign-in', signInLabel = USER_MENU.signIn }: Props) {
  const session = useStore($session);
  const account = useStore($account);
  const cartCount = useStore($cartCount);
  const desktop = useDesktop();
  const mounted = useHydrated();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const user = session.user;

  useEffect(() => {
    initSession();
  }, []);

  const userId = user?.id;
  useEffect(() => {
    if (userId) void loadAccount();
  }, [userId]);

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);

  useEffect(() => cancelClose, [cancelClose]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape') close(true);
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  }

  if (!mounted || (user && account.loading && !account.value)) {
    return (
      <>
        <span className="px-1 text-sm text-steel" role="status" aria-live="polite">
          {USER_MENU.loading}
        </span>
        {mounted && <SessionLoading />}
      </>
    );
  }

  if (!user) {
    return (
      <>
        <SignInLink href={signInHref} label={signInLabel} />
        <SessionLoading />
      </>
    );
  }

  const avatar = account.value?.fileUrl ?? DEFAULT_AVATAR;
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const itemClass = 'block w-full px-2 py-1 text-left text-sm hover:bg-stone-100 focus:bg-stone-100 focus:outline-none';

  return (
    <div className="flex items-center gap-0.5">
      <CartLink count={cartCount} />
      <div
        ref={root}
        className="relative"
        onMouseEnter={
          desktop
            ? () => {
                cancelClose();
                setOpen(true);
              }
            : undefined
        }
        onMouseLeave={
          desktop
            ? () => {
                cancelClose();
                closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_MS);
              }
            : undefined
        }
      >
        <button
          ref={button}
          id={buttonId}
          type="button"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={desktop ? undefined : USER_MENU.openMenu(user.username)}
          className="inline-flex min-h-[44px] items-center gap-1 rounded px-0.5 hover:bg-stone-100"
          onClick={() => setOpen((value) => (desktop ? true : !value))}
          onKeyDown={onButtonKeyDown}
        >
          <img
            src={avatar}
            alt=""
            width={32}
            height={32}
            className="size-[32px] rounded-full border border-stone-300 bg-stone-100 object-cover"
          />
          <span className="desk:inline hidden text-sm">
            {USER_MENU.welcome} <strong>{user.username}</strong>
          </span>
        </button>
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          hidden={!open}
          onKeyDown={onMenuKeyDown}
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
      </div>
      <SessionLoading />
    </div>
  );
}

export default UserMenu;
