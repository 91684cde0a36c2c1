export { postTypes } from './post-types';
export { weapons } from './weapons';
export { masterHistories } from './master-histories';
export { manuscripts } from './manuscripts';
export { techniques } from './techniques';
export { seedUsers } from './users';
export { posts } from './posts';
export { publicities } from './publicities';
