/** Shapes of the API answers the site reads: the contract's (type-only: no zod reaches the browser). */
export type { Manuscript, MasterHistory, Post, PostType, Publicity, Technique, Weapon } from '../contract';
