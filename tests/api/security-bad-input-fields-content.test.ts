import { describeFieldCorpus, LIBRARY_AND_POSTS, MASTERS_AND_MANUSCRIPTS } from './security-bad-input-fields';

describeFieldCorpus(
  'bad input in the body fields of the library (but masters and manuscripts) and posts',
  (operation) => LIBRARY_AND_POSTS.test(operation) && !MASTERS_AND_MANUSCRIPTS.test(operation),
);
