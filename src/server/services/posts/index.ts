export * from './queries';
export * from './select';
export * from './write';
export * from './removal';
export * from './withdrawal';
export * from './timelines';
