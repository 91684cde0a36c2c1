import type en from '../../../public/locales/en/translation.json';

/** The texts of the header's user menu (translation.json `userMenu`), handed to the header island by its page. */
export type UserMenuTexts = typeof en.userMenu;
