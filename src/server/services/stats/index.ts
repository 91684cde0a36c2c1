export { counts, series, topPosts, type Counts, type Series, type TopPost } from './overview';
export { listPostStats, POST_STAT_SORTS, type PostStat, type PostStatSort, type PostStatsQuery } from './post-stats';
