/**
 * The API's contract: the zod schema of every request and response, the types inferred from
 * them and the limits. No server code: the routes, the content loaders, the forms and the tests
 * import it. Browser code imports types only (`import type`), and limits from `./limits`, which
 * holds no zod.
 */
export * from './admin-users';
export * from './auth';
export * from './cart';
export * from './chapters';
export * from './checkout';
export * from './contact';
export * from './errors';
export * from './favorites';
export * from './fields';
export * from './health';
export * from './likes';
export * from './limits';
export * from './manuscripts';
export * from './master-histories';
export * from './orders';
export * from './packages';
export * from './password';
export * from './playback';
export * from './post-types';
export * from './posts';
export * from './price';
export * from './profiles';
export * from './publicities';
export * from './ratings';
export * from './rebuilds';
export * from './search';
export * from './sellers';
export * from './slug-redirects';
export * from './streams';
export * from './stats';
export * from './techniques';
export * from './timeline-messages';
export * from './uploads';
export * from './users';
export * from './weapons';
