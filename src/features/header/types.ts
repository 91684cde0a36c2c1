import type { ReactNode } from 'react';
import type { Locale } from '../../lib/i18n/config';
import type { SuggestionTexts } from '../search/search-box';
import type { UserMenuTexts } from '../session/user-menu-texts';

export interface NavLink {
  href: string;
  label: string;
  current: boolean;
}

/** Header texts, translated at build time and handed to the island as props. */
export interface HeaderLabels {
  home: string;
  navLabel: string;
  openMenu: string;
  closeMenu: string;
  mobileMenu: string;
  mobileBar: string;
  filters: string;
  search: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchSubmit: string;
  suggestions: SuggestionTexts;
  signIn: string;
  userMenu: UserMenuTexts;
  genericError: string;
}

export interface LanguageLink {
  href: string;
  lang: string;
  label: string;
  title: string;
}

export interface HeaderProps {
  locale: Locale;
  homeHref: string;
  searchAction: string;
  signInHref: string;
  nav: NavLink[];
  labels: HeaderLabels;
  language: LanguageLink;
  /** Server-rendered content of the filters panel (Astro named slot "filters"). */
  filters?: ReactNode;
}
