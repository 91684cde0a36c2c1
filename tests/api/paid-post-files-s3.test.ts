import { describePaidPostFiles } from './paid-post-files';

describePaidPostFiles('s3');
