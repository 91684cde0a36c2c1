/** The closed lists of values shared by the API's shapes and the database's columns (the Drizzle schema imports them). */

export const ROLES = ['ROLE_USER', 'ROLE_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'canceled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const REBUILD_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type RebuildStatus = (typeof REBUILD_STATUSES)[number];
