import { describeFieldCorpus, LIBRARY_AND_POSTS } from './security-bad-input-fields';

describeFieldCorpus(
  'bad input in the body fields of accounts, engagement and the marketplace',
  (operation) => !LIBRARY_AND_POSTS.test(operation),
);
