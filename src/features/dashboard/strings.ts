import { createContext, useContext } from 'react';
import type en from '../../../public/locales/en/dashboard.json';

/** The `dashboard` namespace (public/locales/{lng}/dashboard.json), handed to the island as a prop. */
export type DashboardStrings = typeof en;

export const StringsContext = createContext<DashboardStrings | null>(null);

export function useStrings(): DashboardStrings {
  const strings = useContext(StringsContext);
  if (!strings) throw new Error('useStrings outside the dashboard');
  return strings;
}
