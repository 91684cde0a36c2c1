/** Shapes of the API answers the site reads: the contract's (type-only: no zod reaches the browser). */
export type {
  Caption,
  Chapter,
  Manuscript,
  MasterHistory,
  Post,
  PostDetail,
  PostTimeline,
  PostType,
  Publicity,
  Ref,
  Technique,
  Weapon,
} from '../contract';
