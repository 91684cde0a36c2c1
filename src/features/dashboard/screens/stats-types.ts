/** GET /api/stats: the contract's type (type-only import, nothing of the server is bundled). */
export type { Stats } from '../../../contract';

export const PERIODS = [7, 30, 90, 365] as const;
