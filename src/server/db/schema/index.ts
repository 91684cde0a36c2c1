export * from './users';
export * from './library';
export * from './posts';
export * from './commerce';
export * from './site';
export * from './stats';
export * from './timelines';
export * from './streams';
