export { counts, series, topPosts } from './overview';
export { listPostStats } from './post-stats';
