import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { IslandErrorBoundary } from '../shared/error-boundary';
import { $ui, closeMobileMenu, toggleMobileMenu } from './stores/ui';
import { FiltersSlot } from './filters-slot';
import { CloseIcon, MenuIcon } from './icons';
import { MobileBar } from './mobile-bar';
import { NavLinks } from './nav-links';
import { SearchSlot } from './search-slot';
import type { HeaderProps } from './types';
import { UserSlot } from './user-slot';
import { useViewportWidth } from './use-viewport-width';

/**
 * The header island (spec §2): logo, main navigation, search bar over 1024 px, burger,
 * mobile bar with the filters and search toggles, language switch and user menu.
 */
export default function Header(props: HeaderProps) {
  return (
    <IslandErrorBoundary message={props.labels.genericError}>
      <HeaderContent {...props} />
    </IslandErrorBoundary>
  );
}

function HeaderContent({ locale, homeHref, searchAction, signInHref, nav, labels, language, filters }: HeaderProps) {
  const { mobileMenuOpen, filtersOpen } = useStore($ui);
  const burger = useRef<HTMLButtonElement>(null);
  useViewportWidth();
  // Escape closes the open menu from anywhere and gives the focus back to the burger.
  useEffect(() => {
    if (!mobileMenuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMobileMenu();
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileMenuOpen]);
  return (
    <header className="border-b border-stone-300 bg-white">
      <div className="mx-auto flex max-w-[1200px] items-center gap-1 px-2 py-1 desk:gap-3">
        <button
          ref={burger}
          type="button"
          className="desk:hidden -ml-0.5 inline-flex size-[44px] items-center justify-center rounded hover:bg-stone-100"
          aria-expanded={mobileMenuOpen}
          aria-controls="mobile-menu"
          aria-label={mobileMenuOpen ? labels.closeMenu : labels.openMenu}
          onClick={toggleMobileMenu}
        >
          {mobileMenuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <a
          href={homeHref}
          className="shrink-0"
          aria-label={labels.home}
          onClick={() => {
            // The search store is not part of the header's bundle: it loads with the first search.
            void import('../search/stores/search').then(({ resetSearch }) => resetSearch());
            closeMobileMenu();
          }}
        >
          <img src="/logo.svg" alt="" width="120" height="40" />
        </a>
        <div className="desk:block hidden max-w-[520px] flex-1">
          <SearchSlot placement="header" action={searchAction} locale={locale} labels={labels} />
        </div>
        <div className="ml-auto flex items-center gap-1">
          <a
            href={language.href}
            hrefLang={language.lang}
            lang={language.lang}
            title={language.title}
            className="rounded px-1 py-0.5 text-sm font-medium underline hover:text-blood"
          >
            {language.label}
          </a>
          <UserSlot locale={locale} signInHref={signInHref} label={labels.signIn} texts={labels.userMenu} />
        </div>
      </div>
      <nav aria-label={labels.navLabel} className="desk:block hidden border-t border-stone-200">
        <div className="mx-auto max-w-[1200px] px-1 py-0.5">
          <NavLinks links={nav} layout="row" />
        </div>
      </nav>
      <MobileBar labels={labels} searchAction={searchAction} locale={locale} />
      <nav
        id="mobile-menu"
        aria-label={labels.navLabel}
        hidden={!mobileMenuOpen}
        className="desk:hidden border-t border-stone-200 bg-white px-2 py-1"
      >
        <NavLinks links={nav} layout="column" onNavigate={closeMobileMenu} />
      </nav>
      <FiltersSlot open={filtersOpen} label={labels.filters} locale={locale} genericError={labels.genericError}>
        {filters}
      </FiltersSlot>
    </header>
  );
}
