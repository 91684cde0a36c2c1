import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SessionLoading } from '../session/session-loading';
import { CartLink, PostVideoLink, SignInLink, useDesktop } from '../session/user-menu-parts';
import type { UserMenuTexts } from '../session/user-menu-texts';
import { fillIn, plural } from '../../lib/format';
import type { Locale } from '../../lib/i18n/config';
import { localizePath } from '../../lib/i18n/paths';
import { hydratedMark, useHydrated } from '../shared/use-hydrated';
import { IslandErrorBoundary } from '../shared/error-boundary';
import { $account, loadAccount } from '../session/stores/account';
import { $cartCount, $session, initSession } from '../session/stores/session';
import type { FocusRequest } from './user-menu-list';

const loadList = () => import('./user-menu-list');
const UserMenuList = lazy(loadList);

const DEFAULT_AVATAR = '/images/default-avatar.svg';
/** Spec §9: the menu closes 300 ms after the pointer leaves it (desktop). */
export const HOVER_CLOSE_MS = 300;

interface Props {
  locale: Locale;
  texts: UserMenuTexts;
  /** Localized /sign-in address: the Sign-In button and where Sign Out leads. */
  signInHref: string;
  signInLabel: string;
}

/**
 * The header's user menu (spec §2), a WAI-ARIA menu button: Sign In when signed out;
 * otherwise "Post a video", the cart, the avatar and, on desktop, 'Welcome' and the username,
 * opening Account, Profile, Favorites, Post a video, Dashboard (admins, new tab) and Sign Out,
 * all in the page's language. The popup loads when the menu first opens (or the button is
 * pointed at or focused).
 */
export function UserMenu({ locale, texts, signInHref, signInLabel }: Props) {
  const session = useStore($session);
  const account = useStore($account);
  const cartCount = useStore($cartCount);
  const desktop = useDesktop();
  const mounted = useHydrated();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const user = session.user;
  if (open && !used) setUsed(true);

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

  const openAndFocus = (index: number) => {
    setOpen(true);
    setFocus({ index });
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

  if (!mounted || (user && account.loading && !account.value)) {
    return (
      <>
        <span className="px-1 text-sm text-steel" role="status" aria-live="polite" {...hydratedMark(false)}>
          {texts.loading}
        </span>
        {mounted && <SessionLoading label={texts.refreshing} />}
      </>
    );
  }

  if (!user) {
    return (
      <div className="contents" {...hydratedMark(true)}>
        <SignInLink href={signInHref} label={signInLabel} />
        <SessionLoading label={texts.refreshing} />
      </div>
    );
  }

  const avatar = account.value?.fileUrl ?? DEFAULT_AVATAR;
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;

  return (
    <div className="flex items-center gap-0.5" {...hydratedMark(true)}>
      <PostVideoLink href={localizePath('/add-post', locale)} label={texts.postVideo} />
      <CartLink
        href={localizePath('/cart', locale)}
        label={plural(texts, 'cart', cartCount, locale)}
        count={cartCount}
      />
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
          aria-controls={used ? menuId : undefined}
          aria-label={desktop ? undefined : fillIn(texts.openMenu, { name: user.username }, locale)}
          className="inline-flex min-h-[44px] items-center gap-1 rounded px-0.5 hover:bg-stone-100"
          onClick={() => setOpen((value) => (desktop ? true : !value))}
          onKeyDown={onButtonKeyDown}
          onFocus={() => void loadList()}
          onPointerEnter={() => void loadList()}
        >
          <img
            src={avatar}
            alt=""
            width={32}
            height={32}
            className="size-[32px] rounded-full border border-stone-300 bg-stone-100 object-cover"
          />
          <span className="desk:inline hidden text-sm">
            {texts.welcome} <strong>{user.username}</strong>
          </span>
        </button>
        {used && (
          <IslandErrorBoundary>
            <Suspense fallback={null}>
              <UserMenuList
                id={menuId}
                labelledBy={buttonId}
                open={open}
                user={user}
                locale={locale}
                texts={texts}
                signOutTo={signInHref}
                focus={focus}
                onClose={close}
              />
            </Suspense>
          </IslandErrorBoundary>
        )}
      </div>
      <SessionLoading label={texts.refreshing} />
    </div>
  );
}
