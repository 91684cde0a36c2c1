export { counts, series, topPosts } from './overview';
export { listPostStats, type PostStat } from './post-stats';
