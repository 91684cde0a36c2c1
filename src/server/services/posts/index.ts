export * from './queries';
export * from './select';
export * from './write';
