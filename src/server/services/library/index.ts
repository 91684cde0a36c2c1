export * from './manuscripts';
export * from './master-histories';
export * from './post-types';
export * from './publicities';
export * from './techniques';
export * from './weapons';
