import type { ActiveCart } from '../../../lib/cart-cookie';

export type Role = 'ROLE_USER' | 'ROLE_ADMIN';

/** Spec §3 User, as the session holds it (the rest is loaded with GET /api/me). */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  token: string | null;
  refreshToken: string | null;
  stripeConnectID: string | null;
  active_cart: ActiveCart | null;
}

export interface SessionState {
  /** Spec §4: a user object when logged in, null when logged out. */
  user: SessionUser | null;
  /** A refresh is running: the loading screen shows. */
  refreshing: boolean;
  /** The last session failure (§8 messages), shown on the sign-in page. */
  error: string | null;
}

/** The answer of POST /api/login. */
export interface LoginResponse {
  token: string;
  refresh_token: string;
  user: {
    id: number;
    username: string;
    email: string;
    role: Role;
    stripeConnectID: string | null;
    active_cart: ActiveCart | null;
    [field: string]: unknown;
  };
}
