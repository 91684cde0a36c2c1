import type { Role } from '../../contract/enums';
import type { AuthMethod } from './access-tokens';

/** Who is calling: enough to decide what they may do (see services/access/permissions). */
export interface AuthUser {
  id: number;
  role: Role;
  username: string;
}

/** The caller of a request: who they are, and how fresh their session's sign-in is. */
export interface SignedInUser extends AuthUser {
  /** When this session last proved the password (ms since the epoch). */
  authTime: number;
  /** How the access token was obtained: only a sign-in can be recent. */
  via: AuthMethod;
}
