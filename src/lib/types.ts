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
export type { TechniqueSource } from '../contract/folios';

import type { Manuscript, MasterHistory, Post, PostTimeline, PostType, Publicity, Technique, Weapon } from '../contract';
import type { TechniqueSource } from '../contract/folios';

/** What the content layer loads from the API: one list per collection. */
export interface LibraryContent {
  posts: Post[];
  masterHistories: MasterHistory[];
  manuscripts: Manuscript[];
  techniques: Technique[];
  weapons: Weapon[];
  postTypes: PostType[];
  publicities: Publicity[];
  timelines: PostTimeline[];
  sources: TechniqueSource[];
}
