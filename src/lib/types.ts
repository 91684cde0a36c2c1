/** Shapes of the API answers the site reads (they mirror the zod schemas of the API routes). */
// The post shape is the API's own (a type-only import: no server code reaches the browser).
export type { PostView as Post, Ref } from '../server/services/posts/select';

export interface PostType {
  id: number;
  name: string;
  slug: string;
  description: string;
  fileUrl: string | null;
}

export interface MasterHistory {
  id: number;
  name: string;
  slug: string;
  period: string;
  origin: string;
  description: string;
  fileUrl: string | null;
  influencedBy: number[];
  influenced: number[];
}

export interface Publicity {
  id: number;
  title: string;
  description: string;
  url: string;
  fileUrl: string | null;
}

export interface Weapon {
  id: number;
  name: string;
  slug: string;
  description: string;
  fileUrl: string | null;
}

export interface Technique {
  id: number;
  name: string;
  slug: string;
  description: string;
  fileUrl: string | null;
  weaponId: number | null;
  masterId: number | null;
  manuscriptId: number | null;
}

export interface Manuscript {
  id: number;
  title: string;
  slug: string;
  shelfmark: string;
  institution: string;
  dateLabel: string;
  year: number | null;
  authorId: number | null;
  language: string;
  description: string;
  fileUrl: string | null;
}
