/** GET /api/stats */
export interface Stats {
  counts: {
    users: number;
    admins: number;
    posts: number;
    postTypes: number;
    weapons: number;
    masterHistories: number;
    manuscripts: number;
    techniques: number;
    publicities: number;
    likes: number;
    ratings: number;
    views: number;
    sales: number;
    revenue: string;
  };
  series: { days: string[]; views: number[]; sales: number[]; revenue: number[] };
  topPosts: { id: number; title: string; views: number; periodViews: number; likesCount: number; rate: number }[];
}

export const PERIODS = [7, 30, 90, 365] as const;
