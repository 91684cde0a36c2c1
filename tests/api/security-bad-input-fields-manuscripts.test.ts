import { describeFieldCorpus, MASTERS_AND_MANUSCRIPTS } from './security-bad-input-fields';

describeFieldCorpus('bad input in the body fields of masters, manuscripts and their regions', (operation) =>
  MASTERS_AND_MANUSCRIPTS.test(operation),
);
