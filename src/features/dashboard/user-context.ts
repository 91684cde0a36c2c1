import { createContext, useContext } from 'react';

/** The signed-in admin, as the server checked them. */
export interface DashboardUser {
  id: number;
  username: string;
}

export const UserContext = createContext<DashboardUser>({ id: 0, username: '' });

export const useDashboardUser = () => useContext(UserContext);
