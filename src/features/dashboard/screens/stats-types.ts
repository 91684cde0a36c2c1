import type { Counts, Series, TopPost } from '../../../server/services/stats';

/** GET /api/stats: the API's own types (type-only import, nothing of the server is bundled). */
export interface Stats {
  counts: Counts;
  series: Series;
  topPosts: TopPost[];
}

export const PERIODS = [7, 30, 90, 365] as const;
