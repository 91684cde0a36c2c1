/** Texts of the header's user menu (re-exported by strings.ts with the other account texts). */
export const USER_MENU = {
  loading: 'Loading...',
  welcome: 'Welcome',
  signIn: 'Sign In',
  openMenu: (name: string) => `Account menu of ${name}`,
  account: 'Account',
  profile: 'Profile',
  favorites: 'Favorites',
  dashboard: 'Dashboard',
  newTab: '(opens in a new tab)',
  signOut: 'Sign Out',
  cart: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  refreshing: 'Loading...',
} as const;
