import { createRouter } from '../../lib/router';
import { emailLinkRoutes } from './email-links';
import { registerRoutes } from './register';
import { sessionRoutes } from './session';

/** Accounts and sessions: register, login, token refresh, logout, me, e-mail links. */
export const authRoutes = createRouter()
  .route('/', registerRoutes)
  .route('/', sessionRoutes)
  .route('/', emailLinkRoutes);
