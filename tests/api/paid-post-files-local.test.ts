import { describePaidPostFiles } from './paid-post-files';

describePaidPostFiles('local');
