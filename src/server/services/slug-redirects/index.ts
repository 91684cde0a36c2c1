export { claimSegment, recordRename } from './record';
export { listSlugRedirects } from './resolve';
export { routeLibraryPath } from './site-routing';
export { segmentOf } from './paths';
