export { counts, series, topPosts, type Counts, type Series, type TopPost } from './overview';
export { listPostStats, type PostStat } from './post-stats';
